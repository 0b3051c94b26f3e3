import { useState } from 'react';
import { css } from 'styled-system/css';
import type { User } from '@/api/user';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { cardHeader, sectionTitle, stack } from '../styles';
import { NameForm } from './name-form';
import { PhoneForm } from './phone-form';
import { ProfileView } from './profile-view';

/** The profile card of My Account with its Edit toggle (part 2 §2). */
export function ProfileSection({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card asChild>
      <section aria-labelledby="profile-title" className={stack}>
        <div className={cardHeader}>
          <h2 id="profile-title" className={sectionTitle}>
            Profile
          </h2>
          <Button variant="ghost" size="sm" aria-pressed={editing} onClick={() => setEditing(!editing)}>
            {editing ? 'Done' : 'Edit'}
          </Button>
        </div>
        {editing ? (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
            <NameForm user={user} onDone={() => setEditing(false)} />
            <PhoneForm user={user} />
          </div>
        ) : (
          <ProfileView user={user} />
        )}
      </section>
    </Card>
  );
}
