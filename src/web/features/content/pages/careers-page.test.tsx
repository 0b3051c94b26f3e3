import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentDocumentQueryOptions } from '@/web/data/content-queries';
import { createTestQueryClient } from '@/web/testing/render';
import { SETTINGS_UID } from '../loaders';
import { makeSettings, renderContent } from '../test-fixtures';
import { CAREERS_OFFLINE, CareersPage } from './careers-page';

describe('/careers with no network (README: What the device keeps)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('does not leave for the jobs board, which cannot load: it says it goes there once back online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(contentDocumentQueryOptions('settings', SETTINGS_UID).queryKey, makeSettings('https://jobs.example.test'));
    await renderContent(<CareersPage />, { queryClient });
    expect((await screen.findByRole('heading', { level: 1, name: CAREERS_OFFLINE.title })).closest('[role=status]')).not.toBeNull();
    expect(screen.getByText(CAREERS_OFFLINE.text)).toBeTruthy();
    expect(screen.queryByText('Taking you to our jobs board…')).toBeNull();
  });
});
