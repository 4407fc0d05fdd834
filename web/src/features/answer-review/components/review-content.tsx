import type { ReviewContent } from '../api/answer-detail';
import { AdaptiveReview } from './adaptive-review';
import { ItemsReview } from './item-review';
import { ProgrammingReview } from './programming-review';
import { ScenarioReview } from './scenario-review';

/** The answer as its own answer screen showed it, by the kind of activity. */
export function ReviewContentView({ content }: { content: ReviewContent }) {
  switch (content.kind) {
    case 'items':
      return <ItemsReview content={content} />;
    case 'adaptive':
      return <AdaptiveReview content={content} />;
    case 'programming':
      return <ProgrammingReview content={content} />;
    case 'scenario':
      return <ScenarioReview content={content} />;
  }
}
