// Runs before the first paint. The build inlines it into every page (a request less before the
// first paint) and the server's CSP allows it by its hash (ADR 285).
(function () {
  var root = document.documentElement;
  var saved = null;
  try {
    saved = localStorage.getItem('language');
    var theme = localStorage.getItem('theme');
    var dark =
      theme === 'dark' ||
      (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.toggle('dark', dark);
  } catch {
    /* storage unavailable: the light theme stays */
  }
  // A page pre-rendered in another language than the one the app will show stays hidden until
  // the app has rendered it (no flash of the other language). The languages are the interface
  // languages of @study/shared; the server reads the cookie to send the right one next time.
  // A form of a pre-rendered page submitted before the app has drawn it would be sent as a plain
  // form (the password in the URL): it waits for the app, which sends it once it has drawn the
  // page (main.tsx). Nothing else sees this submit meanwhile, nor sends it a second time.
  document.addEventListener(
    'submit',
    function (event) {
      if (root.hasAttribute('data-app')) return;
      event.preventDefault();
      event.stopPropagation();
      var forms = document.querySelectorAll('#root form');
      var index = Array.prototype.indexOf.call(forms, event.target);
      if (index >= 0) root.setAttribute('data-submit-pending', String(index));
    },
    true,
  );
  // Chromium loads its locale data once per renderer process, on the first number, date or
  // language name formatted: 60-370 ms of a first screen's main thread on a slow machine. A worker
  // of the page that formats first takes that load off the main thread (intl-warm-up.js). The
  // signed-in screens format; the signed-out ones barely do.
  if (root.getAttribute('data-prerendered') === 'shell' && typeof Worker !== 'undefined') {
    try {
      var warmUp = new Worker('/intl-warm-up.js');
      warmUp.onmessage = warmUp.onerror = function () {
        warmUp.terminate();
      };
    } catch {
      /* no worker: the first screen formats as it always did */
    }
  }
  var languages = ['en', 'fr'];
  if (languages.indexOf(saved) >= 0) {
    document.cookie = 'language=' + saved + '; path=/; max-age=31536000; samesite=lax';
  }
  var browser = (navigator.language || '').toLowerCase().split(/[-_]/)[0];
  var wanted =
    languages.indexOf(saved) >= 0 ? saved : languages.indexOf(browser) >= 0 ? browser : 'en';
  if (root.getAttribute('data-prerendered') === 'public' && root.lang !== wanted) {
    root.classList.add('lang-pending');
  }
})();
