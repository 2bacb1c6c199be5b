// Export: files offered as downloads made in the page (Blob URLs; nothing is sent anywhere).

/** Offers `content` as a download named `name`. */
export function download(name, content, type = 'text/plain') {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name for an export: the puzzle's kind and size. */
export const fileName = (model, ext) => `${model.kind}-${model.width}x${model.height}.${ext}`;
