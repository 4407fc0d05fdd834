import { useTranslation } from 'react-i18next';

/** An SVG document as an image source: shown through `<img>`, nothing in it can run. */
const imageSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Stars per month for each tab type, a picture the server drew. */
export function TrendChart({ svg }: { svg: string }) {
  const { t } = useTranslation();
  return <img className="pj-star-trend" src={imageSource(svg)} alt={t('star.trendLabel')} />;
}
