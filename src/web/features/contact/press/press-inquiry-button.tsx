import { useState } from 'react';
import { Button } from '@/web/ui/button';
import { PressInquiryDialog } from './press-inquiry-dialog';

/** 'Submit Press Inquiry' on /news (part 1 §2): opens the press inquiry dialog (part 2 §2). */
export function PressInquiryButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="lg" onClick={() => setOpen(true)}>
        Submit Press Inquiry
      </Button>
      <PressInquiryDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
