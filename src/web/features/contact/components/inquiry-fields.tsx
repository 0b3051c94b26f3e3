import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  INQUIRY_LABELS,
  inquiryTypesFor,
  LOYALTY_SUB_SECTION_LABELS,
  LOYALTY_SUB_SECTIONS,
  type ContactProblems,
  type InquiryType,
  type LoyaltySubSection,
} from '@/domain/contact-form';
import { SimpleSelect } from '@/web/ui/select';
import { FieldSlot } from './field-slot';

export interface InquiryFieldsProps {
  signedIn: boolean;
  section: InquiryType | undefined;
  subSection: LoyaltySubSection | undefined;
  problems: ContactProblems;
  onChange: (change: { section?: InquiryType; subSection?: LoyaltySubSection }) => void;
}

const SUB_SECTION_OPTIONS = LOYALTY_SUB_SECTIONS.map((value) => ({ value, label: LOYALTY_SUB_SECTION_LABELS[value] }));

/**
 * The inquiry type (part 2 §2: verification only while signed out; a press inquiry is made from the
 * news page, so choosing it goes there) and, for loyalty inquiries, what the question is about.
 */
export function InquiryFields({ signedIn, section, subSection, problems, onChange }: InquiryFieldsProps) {
  const navigate = useNavigate();
  const options = useMemo(() => inquiryTypesFor(signedIn).map((value) => ({ value, label: INQUIRY_LABELS[value] })), [signedIn]);
  const choose = (value: string) => {
    if (value === 'press-inquiry') void navigate({ to: '/news' as never });
    else onChange({ section: value as InquiryType });
  };
  return (
    <>
      <FieldSlot field="section" error={problems.section}>
        <SimpleSelect label="What can we help you with?" name="section" placeholder="Choose a topic" options={options} value={section} onValueChange={choose} />
      </FieldSlot>
      {section === 'loyalty-and-rewards-inquiries' && (
        <FieldSlot field="sub_section" error={problems.sub_section}>
          <SimpleSelect
            label="What is your question about?"
            name="sub_section"
            placeholder="Choose one"
            options={SUB_SECTION_OPTIONS}
            value={subSection}
            onValueChange={(value) => onChange({ subSection: value as LoyaltySubSection })}
          />
        </FieldSlot>
      )}
    </>
  );
}
