import { Globe } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useCmsConnection, useDisconnectCms } from '../api/cms-connection';
import { ApplyApproved } from './apply-approved';
import { ConnectWordpressForm } from './connect-wordpress-form';
import { LinkSettingsForm } from './link-settings-form';

/**
 * The website detail's WordPress section: connect with an application password, then write
 * approved links into the posts. Mounted below the detail screen by its route, so it brings
 * its own page-width container; renders nothing until the connection is known.
 */
export function WordpressCard({ websiteId }: { websiteId: string }) {
  const connection = useCmsConnection(websiteId);
  const disconnect = useDisconnectCms(websiteId);
  const [isConnecting, setIsConnecting] = useState(false);
  if (!connection.isSuccess) {
    return null;
  }
  const connected = connection.data;
  return (
    <section
      aria-labelledby="wordpress-heading"
      className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 pb-8 sm:px-6 lg:px-8"
    >
      <div className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:p-5">
        <h2
          id="wordpress-heading"
          className="flex items-center gap-2 text-base font-semibold text-zinc-900"
        >
          <Globe className="size-4 text-brand-600" aria-hidden />
          WordPress
        </h2>
        {connected?.needs_attention && !isConnecting ? (
          <div role="alert" className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p>
              <span className="font-medium">Needs attention:</span> {connected.needs_attention}
            </p>
            <Button size="sm" variant="secondary" onClick={() => setIsConnecting(true)}>
              Connect again
            </Button>
          </div>
        ) : null}
        {connected && !isConnecting ? (
          <>
            <p className="text-sm text-zinc-700">
              Connected to <span className="font-medium">{connected.site_url}</span> as{' '}
              <span className="font-medium">{connected.display_name || connected.username}</span>.
              Approved links are written into the posts with a revision, then checked on the live
              page.
            </p>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <ApplyApproved websiteId={websiteId} />
              <Button
                variant="ghost"
                size="sm"
                disabled={disconnect.isPending}
                onClick={() =>
                  disconnect.mutate(undefined, {
                    onSuccess: () =>
                      toast.success('WordPress disconnected; its password is deleted.'),
                    onError: (error) => toast.error(error.message),
                  })
                }
              >
                Disconnect
              </Button>
            </div>
            <LinkSettingsForm websiteId={websiteId} settings={connected.link_settings} />
          </>
        ) : isConnecting ? (
          <ConnectWordpressForm
            websiteId={websiteId}
            onCancel={() => setIsConnecting(false)}
            onConnected={() => setIsConnecting(false)}
          />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-zinc-700">
              Write approved links straight into your WordPress posts, each change kept as a
              revision.
            </p>
            <Button size="sm" onClick={() => setIsConnecting(true)}>
              Connect WordPress
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
