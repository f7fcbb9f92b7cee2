import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../primitives/Button';
import { Dialog } from './Dialog';

export default { title: 'Components/Dialog' };

export const Confirm: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open the dialog</Button>
      {open && (
        <Dialog title="Cancel your enrolment?" showClose size="sm" onClose={() => setOpen(false)}>
          <p>You can enrol again later.</p>
          <div className="gallery-row">
            <Button variant="danger" onClick={() => setOpen(false)}>
              Cancel the enrolment
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep it
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
};
