import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@/domain/constants';
import { fakeApi } from '@/web/testing/fake-api';
import { useUploads } from '../use-uploads';
import { formatFileSize, UploadControl } from './upload-control';
import { renderContact, toastMessages } from '../test-fixtures';

/** The returns upload control (part 2 §5: images and videos, 10485760 bytes each, one per drop; part 1 §8 toasts). */

function Harness() {
  const uploads = useUploads();
  return <UploadControl uploads={uploads} />;
}

const user = () => userEvent.setup({ applyAccept: false });
const picker = () => screen.getByLabelText('Choose a photo or video');
const file = (name: string, type: string, size = 2048) => {
  const picked = new File(['x'], name, { type });
  Object.defineProperty(picked, 'size', { value: size });
  return picked;
};
const uploaded = (body: Record<string, unknown>) => () => ({ status: 201, body: { link: '/api/uploads/k1', key: 'k1', size: 2048, ...body } });

describe('UploadControl', () => {
  test("refuses a file over 10485760 bytes with 'File is too large' before sending it", async () => {
    const api = fakeApi({});
    await renderContact(<Harness />);
    await user().upload(picker(), file('huge.mov', 'video/quicktime', UPLOAD_MAX_BYTES + 1));
    expect(toastMessages()).toEqual(['error: File is too large']);
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByText('huge.mov')).toBeNull();
  });

  test("refuses anything but images and videos with 'File type not allowed'", async () => {
    const api = fakeApi({});
    await renderContact(<Harness />);
    await user().upload(picker(), file('receipt.pdf', 'application/pdf'));
    expect(toastMessages()).toEqual(['error: File type not allowed']);
    expect(api.calls).toHaveLength(0);
  });

  test('leaves out an empty file, and a drop of two files uploads neither', async () => {
    const api = fakeApi({});
    await renderContact(<Harness />);
    await user().upload(picker(), file('empty.jpg', 'image/jpeg', 0));
    expect(screen.queryByText('empty.jpg')).toBeNull();
    fireEvent.drop(screen.getByText('Drop a photo or video here'), { dataTransfer: { files: [file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')] } });
    expect(toastMessages()).toEqual(['error: Add one file at a time.']);
    expect(api.calls).toHaveLength(0);
  });

  test('shows each uploaded file by name, size and kind (video by its type), and removes it', async () => {
    const api = fakeApi({ '/uploads': uploaded({ name: 'unboxing.mp4', type: 'video/mp4' }) });
    await renderContact(<Harness />);
    fireEvent.drop(screen.getByText('Drop a photo or video here'), { dataTransfer: { files: [file('unboxing.mp4', 'video/mp4', 3 * 1024 * 1024)] } });
    const remove = await screen.findByRole('button', { name: 'Remove unboxing.mp4' });
    expect(screen.getByText('Video')).toBeTruthy();
    expect(screen.getByText('3.0 MB')).toBeTruthy();
    expect(api.callsTo('/uploads')[0]!.body).toMatchObject({ file: expect.any(File) });
    await userEvent.click(remove);
    expect(screen.queryByText('unboxing.mp4')).toBeNull();
  });

  test('shows how much of a file has been sent while it uploads (issue 21: 10 MB with no progress), then the file', async () => {
    const api = fakeApi({ '/uploads': uploaded({ name: 'box.jpg', type: 'image/jpeg' }) }, { stepUploads: true });
    await renderContact(<Harness />);
    await user().upload(picker(), file('box.jpg', 'image/jpeg', 6 * 1024 * 1024));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading box.jpg' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    api.uploads.progress(0.4);
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(screen.getByText('40%')).toBeTruthy();
    api.uploads.answer();
    await screen.findByRole('button', { name: 'Remove box.jpg' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(api.callsTo('/uploads')).toHaveLength(1);
  });

  test("a refusal from the server is a toast with the server's words, and the file leaves the list", async () => {
    fakeApi({ '/uploads': () => ({ status: 415, body: { error: 'File type not allowed' } }) });
    await renderContact(<Harness />);
    await user().upload(picker(), file('renamed.jpg', 'image/jpeg'));
    await waitFor(() => expect(toastMessages()).toEqual(['error: File type not allowed']));
    expect(screen.queryByText('renamed.jpg')).toBeNull();
  });
});

test('formatFileSize', () => {
  expect([formatFileSize(512), formatFileSize(2048), formatFileSize(UPLOAD_MAX_BYTES)]).toEqual(['512 B', '2 KB', '10.0 MB']);
});
