// ECharts as the trend chart draws it on the server: the line chart, its grid, a plain legend and the
// SVG renderer. Each single-part entry registers its part as it loads; the barrels would load every chart.
import 'echarts/lib/chart/line';
import 'echarts/lib/component/gridSimple';
import 'echarts/lib/component/legendPlain';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([SVGRenderer]);

export { init };
