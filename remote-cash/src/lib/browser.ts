// What the pages do to the browser itself: leave for the partner bank's page (a full navigation, so
// the bank gets the whole window) and save a downloaded file. A module of its own so tests can watch it.
export function leaveFor(url: string): void {
  window.location.assign(url);
}

/** Saves a file the API serves with Content-Disposition: attachment (a download-token link). */
export function startDownload(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}
