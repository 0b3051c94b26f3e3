import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import type { User } from '@/api/user';
import { Button } from '@/web/ui/button';
import { SectionCard } from '@/web/ui/section-card';
import { tapTarget } from '../styles';
import { NameForm } from './name-form';
import { PhoneForm } from './phone-form';
import { ProfileView } from './profile-view';

/** The phone form is a second, separate save: a rule sets it apart from the name form. */
const phoneDivider = css({ borderTopWidth: '1px', borderTopColor: 'line', pt: '6' });

/** The profile card of My Account with its Edit toggle (part 2 §2). */
export function ProfileSection({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  // By id: the shared Button takes no ref.
  const toggleId = useId();

  // Cancel and a saved name unmount the focused control: focus goes back to the toggle. (Its label
  // says the state, Edit or Done; aria-expanded tells that the forms below opened.)
  function stopEditing() {
    setEditing(false);
    document.getElementById(toggleId)?.focus();
  }

  return (
    <SectionCard
      title="Profile"
      action={
        <Button id={toggleId} variant="outline" size="sm" className={tapTarget} aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {editing ? 'Done' : 'Edit'}
        </Button>
      }
    >
      {editing ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <NameForm user={user} onDone={stopEditing} />
          <div className={phoneDivider}>
            <PhoneForm user={user} />
          </div>
        </div>
      ) : (
        <ProfileView user={user} />
      )}
    </SectionCard>
  );
}
