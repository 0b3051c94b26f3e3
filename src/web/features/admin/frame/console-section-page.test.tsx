import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/web/testing/fake-api';
import { renderRoutes } from '@/web/testing/render';
import { auditPage, consoleUser, operatorMe } from '../test-fixtures';
import { ConsoleProvider } from './console-context';
import { ConsoleSectionPage } from './console-section-page';

/** /admin/{section}: one route, the section's page by its name (README "The operator console"). */
function renderSection(path: string) {
  return renderRoutes([{ path: '/admin/{-$section}', component: () => (
    <ConsoleProvider me={operatorMe()}>
      <ConsoleSectionPage />
    </ConsoleProvider>
  ) }], { path, user: consoleUser() });
}

describe('console sections', () => {
  it('/admin shows the overview of the stores', async () => {
    fakeApi(() => ({ body: {} }));
    await renderSection('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your stores' })).toBeTruthy();
  });

  it('/admin/audit shows the audit log', async () => {
    fakeApi({ '/admin/audit-log': () => ({ body: auditPage([]) }) });
    await renderSection('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
  });

  it('an unknown section says so and leads back to the overview', async () => {
    fakeApi(() => ({ body: {} }));
    await renderSection('/admin/payroll');
    expect((await screen.findByRole('status')).textContent).toContain('This console page does not exist.');
    expect(screen.getByRole('link', { name: 'Go to the console overview' }).getAttribute('href')).toBe('/admin');
  });
});
