// The standalone demo at /studentwork/: `?lang=zh|tw|en` sets the console's language (for
// reviews and screenshots); without it the console follows the saved choice or the browser.
const lang = new URLSearchParams(location.search).get('lang')
if (lang) document.querySelector('sw-console')?.setAttribute('lang', lang)
