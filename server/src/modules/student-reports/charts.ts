// The student report's charts, drawn here as SVG documents (ECharts' server-side rendering), so
// the student's and parent's phone pages carry no chart library. Each SVG names itself with a
// <title> and <desc> for screen readers; the page also shows the same figures as a table.
import type { Locale, StudentReport } from '@pingjia/contract';
import type { LocalizedText } from '../../platform/app-error.js';
import type * as EChartsSvg from './echarts-svg.js';
import type { ReportAspect } from './figures.js';

const WIDTH = 360;
const RADAR_HEIGHT = 320;
/** A radar needs three axes to enclose an area; fewer aspects show in the bar chart only. */
const RADAR_MIN_ASPECTS = 3;
const BAR_ROW = 72;
const BAR_FRAME = 96;

const texts = {
  student: { 'zh-CN': '本人', 'en-US': 'Student' },
  class: { 'zh-CN': '班级平均', 'en-US': 'Class average' },
  school: { 'zh-CN': '学校平均', 'en-US': 'School average' },
  district: { 'zh-CN': '区县平均', 'en-US': 'District average' },
  radarTitle: { 'zh-CN': '各方面得分雷达图', 'en-US': 'Scores by aspect' },
  comparisonTitle: { 'zh-CN': '各方面得分与平均分对比', 'en-US': 'Scores by aspect compared with averages' },
  none: { 'zh-CN': '无', 'en-US': 'none' },
} as const satisfies Record<string, LocalizedText>;

const SERIES = ['student', 'class', 'school', 'district'] as const;
type SeriesKey = (typeof SERIES)[number];

const valueOf = (aspect: ReportAspect, key: SeriesKey) => (key === 'student' ? aspect.score : aspect.comparison[key]);

let loaded: Promise<typeof EChartsSvg> | undefined;
/** ECharts is read on the first chart, not at start-up. */
const loadECharts = (): Promise<typeof EChartsSvg> => (loaded ??= import('./echarts-svg.js'));

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Renames ECharts' hover classes ("zr12-cls-66": a chart counter and a process-wide counter) by
 * order of appearance under the chart's own prefix, so the same figures always give the same SVG
 * and two charts inlined in one page never share a class.
 */
export function stableClassNames(svg: string, id: string): string {
  const names = new Map<string, string>();
  return svg.replace(/zr\d+-cls-\d+/g, (name) => {
    let stable = names.get(name);
    if (stable === undefined) {
      stable = `${id}-cls-${names.size}`;
      names.set(name, stable);
    }
    return stable;
  });
}

/** Adds role="img", a <title> and a <desc> right inside the root element. */
export function labelSvg(svg: string, id: string, title: string, desc: string): string {
  const head = svg.indexOf('>');
  if (!svg.startsWith('<svg') || head === -1) return svg;
  const label = `<title id="${id}-title">${escapeXml(title)}</title><desc id="${id}-desc">${escapeXml(desc)}</desc>`;
  return `${svg.slice(0, head)} role="img" aria-labelledby="${id}-title ${id}-desc">${label}${svg.slice(head + 1)}`;
}

const finish = (svg: string, id: string, title: string, desc: string) =>
  labelSvg(stableClassNames(svg, id), id, title, desc);

/** "品德发展：本人 85，区县平均 78.2；…", the figures each chart draws, for the <desc>. */
function describe(aspects: readonly ReportAspect[], keys: readonly SeriesKey[], locale: Locale): string {
  const [colon, comma, semicolon] = locale === 'zh-CN' ? ['：', '，', '；'] : [': ', ', ', '; '];
  return aspects
    .map((aspect) => {
      const parts = keys.map((key) => `${texts[key][locale]} ${valueOf(aspect, key) ?? texts.none[locale]}`);
      return `${aspect.name}${colon}${parts.join(comma)}`;
    })
    .join(semicolon);
}

async function render(height: number, option: Record<string, unknown>): Promise<string> {
  const { init } = await loadECharts();
  const chart = init(null, null, { renderer: 'svg', ssr: true, width: WIDTH, height });
  try {
    // A picture has no frames to animate; an animation would also keep a timer alive after the reply.
    chart.setOption({ animation: false, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** The longest name a radar axis shows on one line (ECharts' own wrapping does not apply to axis names). */
const AXIS_NAME_CHARS = 5;

/** A long name in two lines, at the space nearest its middle, else halfway (Chinese has no spaces). */
export function twoLines(name: string): string {
  if (name.length <= AXIS_NAME_CHARS) return name;
  const middle = name.length / 2;
  const spaces = [...name.matchAll(/ /g)].map((match) => match.index);
  const space = spaces.sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0];
  if (space !== undefined) return `${name.slice(0, space)}\n${name.slice(space + 1)}`;
  const half = Math.ceil(middle);
  return `${name.slice(0, half)}\n${name.slice(half)}`;
}

/** The student's aspects against the district's averages (missing points are left out, not drawn at zero). */
async function radarChart(aspects: readonly ReportAspect[], locale: Locale): Promise<string> {
  const keys: SeriesKey[] = ['student', 'district'];
  const svg = await render(RADAR_HEIGHT, {
    legend: { bottom: 8, data: keys.map((key) => texts[key][locale]) },
    radar: {
      radius: '54%',
      center: ['50%', '46%'],
      indicator: aspects.map((aspect) => ({ name: twoLines(aspect.name), max: 100, min: 0 })),
    },
    series: [
      {
        type: 'radar',
        data: keys.map((key) => ({
          name: texts[key][locale],
          value: aspects.map((aspect) => valueOf(aspect, key) ?? '-'),
        })),
      },
    ],
  });
  return finish(svg, 'report-radar', texts.radarTitle[locale], describe(aspects, keys, locale));
}

/** Per aspect, a bar each for the student and the class, school and district averages (0-100). */
async function comparisonChart(aspects: readonly ReportAspect[], locale: Locale): Promise<string> {
  const svg = await render(BAR_FRAME + aspects.length * BAR_ROW, {
    legend: { bottom: 4, data: SERIES.map((key) => texts[key][locale]) },
    grid: { left: 112, right: 24, top: 16, bottom: 56 },
    xAxis: { type: 'value', min: 0, max: 100 },
    // Aspects read top to bottom in the report's order.
    yAxis: {
      type: 'category',
      inverse: true,
      data: aspects.map((aspect) => aspect.name),
      axisLabel: { width: 100, overflow: 'break' },
    },
    series: SERIES.map((key) => ({
      type: 'bar',
      name: texts[key][locale],
      data: aspects.map((aspect) => valueOf(aspect, key) ?? '-'),
    })),
  });
  return finish(svg, 'report-comparison', texts.comparisonTitle[locale], describe(aspects, SERIES, locale));
}

/** Both charts, or null where there is nothing to draw (not taken, or too few aspects for a radar). */
export async function studentCharts(
  report: Pick<StudentReport, 'taken' | 'aspects'>,
  locale: Locale,
): Promise<StudentReport['charts']> {
  if (!report.taken || report.aspects.length === 0) return { radar: null, comparison: null };
  const radar = report.aspects.length >= RADAR_MIN_ASPECTS ? await radarChart(report.aspects, locale) : null;
  return { radar, comparison: await comparisonChart(report.aspects, locale) };
}
