/** The processing feature's query keys. */
export const processingKeys = {
  pages: (websiteId: string) => ['processing', websiteId, 'pages'] as const,
};
