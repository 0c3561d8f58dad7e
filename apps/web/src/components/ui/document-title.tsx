type DocumentTitleProps = { title?: string };

/** React 19 hoists `<title>` into the head, so each screen names its tab. */
export function DocumentTitle({ title }: DocumentTitleProps) {
  return <title>{title ? `${title} · Linkloom` : 'Linkloom'}</title>;
}
