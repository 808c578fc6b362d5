// Shows /admin/live.json's text above the CMS, re-read every data-every seconds and on focus. A
// plain file loaded with defer, since the CMS's policy allows scripts from the site only.
(() => {
  const { document, window, fetch, setInterval } = globalThis;
  const line = document.getElementById('live-site');
  const text = line?.querySelector('span');
  if (!line || !text) return;
  const every = Number(line.dataset.every) * 1000;

  /** Changes the line only when its words change, so a screen reader hears only news. */
  const show = (words, state) => {
    if (text.textContent === words && line.dataset.state === state) return;
    text.textContent = words;
    line.title = words;
    line.dataset.state = state;
  };

  /** The record's text, or undefined if the file is missing or not a record. */
  const readRecord = async () => {
    try {
      const response = await fetch(line.dataset.src, { cache: 'no-store' });
      if (!response.ok) return undefined;
      const record = await response.json();
      const words = typeof record?.text === 'string' ? record.text.trim() : '';
      return words === '' ? undefined : words;
    } catch {
      return undefined;
    }
  };

  let reading = false;
  const refresh = async () => {
    if (reading) return;
    reading = true;
    const words = await readRecord();
    reading = false;
    if (words === undefined) show(line.dataset.unknown ?? '', 'unknown');
    else show(words, 'live');
  };

  refresh();
  if (every > 0) setInterval(refresh, every);
  window.addEventListener('focus', refresh);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh();
  });
})();
