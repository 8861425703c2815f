// The web app's PostCSS setup (Mantine's preset and breakpoints): the shared components it
// brings along are styled the same in both applications.
module.exports = require('../web/postcss.config.cjs');
