// Runs before the first paint so that the remembered theme and language never flash.
(function () {
  try {
    var theme = localStorage.getItem('aebro.theme');
    var dark =
      theme === 'dark' ||
      (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
    var lang = localStorage.getItem('aebro.language');
    if (lang === 'am' || lang === 'ti' || lang === 'en') document.documentElement.lang = lang;
  } catch (e) {
    /* storage unavailable: defaults apply */
  }
})();
