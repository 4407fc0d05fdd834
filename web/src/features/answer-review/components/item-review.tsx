import type { ItemType } from '@pingjia/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentOf, ReviewItem } from '../api/answer-detail';
import { fileUrl } from '../api/file-url';
import { ANSWER_REVIEW_NS } from '../i18n';
import { Mark, Verdict } from './marks';
import './answer-review.css';

/** Each option, the student's choice marked and, where judged, whether that choice was right. */
function ChoiceResponse({ item }: { item: ReviewItem }) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  return (
    <ul className="pj-review__choices">
      {item.options.map((option) => (
        <li key={option.optionId} className={option.chosen ? 'pj-review__choice--chosen' : undefined}>
          <span aria-hidden="true">{option.chosen ? '●' : '○'}</span>
          <span>{option.label}</span>
          {option.chosen && <Mark tone="chosen">{t('items.chosen')}</Mark>}
          <Verdict right={option.right} />
        </li>
      ))}
    </ul>
  );
}

function TextResponse({ item }: { item: ReviewItem }) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  return <p className="pj-review__text">{item.text?.trim() ? item.text : t('items.noResponse')}</p>;
}

/** Uploaded files through the file service: images as thumbnails, other files as links. */
function FilesResponse({ item }: { item: ReviewItem }) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  if (item.files.length === 0) return <p className="pj-review__text">{t('items.noFiles')}</p>;
  return (
    <ul className="pj-review__files">
      {item.files.map((file) => {
        const name = file.originalName ?? file.fileName;
        return (
          <li key={file.fileName}>
            <a href={fileUrl(file.fileName)} target="_blank" rel="noreferrer" aria-label={t('items.file', { name })}>
              {file.isImage ? <img src={fileUrl(file.fileName)} alt={name} loading="lazy" /> : name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

const RESPONSES: Record<ItemType, typeof ChoiceResponse> = {
  single: ChoiceResponse,
  judge: ChoiceResponse,
  scale: ChoiceResponse,
  multiple: ChoiceResponse,
  fill: TextResponse,
  text: TextResponse,
  upload: FilesResponse,
};

/** One item as the student saw it, their response and its points. */
export function ItemReview({ item, position }: { item: ReviewItem; position: number }) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  const headingId = useId();
  const Response = RESPONSES[item.type];
  return (
    <section className="pj-review__item" aria-labelledby={headingId} data-testid={`review-item-${item.type}`}>
      <h3 id={headingId} className="pj-review__item-title">
        {t('items.number', { n: position })} {item.stem}{' '}
        {item.required && <Mark tone="plain">{t('items.required')}</Mark>}
      </h3>
      {item.media.length > 0 && (
        <p>
          {t('items.media')}:{' '}
          {item.media.map((name) => (
            <a key={name} href={fileUrl(name)} target="_blank" rel="noreferrer">
              {name}{' '}
            </a>
          ))}
        </p>
      )}
      <Response item={item} />
      <p>
        {t('items.points', { score: item.score, max: item.maxScore })} <Verdict right={item.correct} kind="all" />
      </p>
    </section>
  );
}

/** An activity or questionnaire, item by item. */
export function ItemsReview({ content }: { content: ContentOf<'items'> }) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  return (
    <>
      {!content.scored && <p>{t('items.unscored')}</p>}
      {content.items.map((item, index) => (
        <ItemReview key={item.itemId} item={item} position={index + 1} />
      ))}
    </>
  );
}
