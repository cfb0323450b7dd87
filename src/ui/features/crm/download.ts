// Saves text or a data URL as a file the browser downloads (CSV exports, templates, rejected rows, note files).
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloadUrl(fileName, url);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadUrl(fileName: string, url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}
