// webpack's default entry (no webpack.config.js: webpack 5's defaults, output dist/main.js):
// the page every bundled project shows (main.js, copied beside this folder by prepare.sh).
import '../main.js';
