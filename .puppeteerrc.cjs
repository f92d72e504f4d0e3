// pa11y brings puppeteer: it must not download a browser of its own; the tests drive Debian's Chromium.
module.exports = { skipDownload: true };
