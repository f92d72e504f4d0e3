// Puppeteer (pa11y's browser driver) never downloads a browser: the tests drive Debian's Chromium (tests/e2e/browser.ts).
module.exports = { skipDownload: true };
