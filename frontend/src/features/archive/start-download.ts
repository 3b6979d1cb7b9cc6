/**
 * Lets the browser download a URL itself (a hidden link with `download`): it streams the file to disk and
 * shows its progress, whatever its size, instead of holding it in memory as a fetched blob.
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
