import { QuestionAccordion } from '../../components/accordion';
import { SectionFrame } from '../section-frame';
import type { SectionProps } from '../section-props';

/** Questions about rewards, each opening to its answer. */
export function RewardsFaqSection({ section, id }: SectionProps<'rewards_faq'>) {
  return (
    <SectionFrame id={id} title={section.title}>
      <QuestionAccordion items={section.items.map((item, index) => ({ id: `${id}-${index}`, question: item.question, answer: item.answer }))} />
    </SectionFrame>
  );
}
