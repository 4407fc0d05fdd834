// ECharts as the student report draws it on the server: the radar and bar charts, the radar's
// coordinate system, the grid, a plain legend and the SVG renderer. Single-part entries register
// their part as they load; the barrels would load every chart.
import 'echarts/lib/chart/radar';
import 'echarts/lib/chart/bar';
import 'echarts/lib/component/radar';
import 'echarts/lib/component/gridSimple';
import 'echarts/lib/component/legendPlain';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([SVGRenderer]);

export { init };
