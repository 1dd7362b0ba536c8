// Started by theme-init.js before the app: formats a number, a date, a language name and a
// comparison in the interface languages, which loads the browser's locale data (ICU, shared by
// the page's threads in Chromium) off the main thread, then says so.
(function () {
  var languages = [navigator.language, 'en', 'fr'];
  var now = new Date();
  for (var i = 0; i < languages.length; i += 1) {
    try {
      new Intl.NumberFormat(languages[i]).format(1234.5);
      new Intl.DateTimeFormat(languages[i], { dateStyle: 'long' }).format(now);
      new Intl.DisplayNames([languages[i]], { type: 'language' }).of('fr');
      'a'.localeCompare('b', languages[i]);
    } catch {
      /* a language this browser does not know: the next one */
    }
  }
  postMessage('warm');
})();
