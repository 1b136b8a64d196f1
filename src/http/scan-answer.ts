/**
 * The headers of a document's scan as uploaded (PDF, JPEG or PNG, recognised by its bytes):
 * downloaded, never shown inline, so a crafted file cannot run as a page of this site.
 */
export function scanHeaders(file: { name: string; type: string }): Record<string, string> {
  return {
    'Content-Type': file.type,
    'Content-Disposition': `attachment; filename="${file.name.replace(/[^\w .-]/g, '_')}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  };
}
