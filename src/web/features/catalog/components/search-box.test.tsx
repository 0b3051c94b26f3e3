import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/domain/constants';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('applies the sanitized text once typing pauses', () => {
    const onSearch = vi.fn();
    render(<SearchBox value={undefined} onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(input, { target: { value: 'blue' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(input, { target: { value: 'blue "dream"\\' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('blue dream');
  });

  it('removes the search at once when cleared, dropping any pending text', () => {
    const onSearch = vi.fn();
    render(<SearchBox value="kush" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'kus' } });
    fireEvent.change(input, { target: { value: '' } });
    expect(onSearch).toHaveBeenCalledWith(undefined);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('applies at once on Enter', () => {
    const onSearch = vi.fn();
    render(<SearchBox value={undefined} onSearch={onSearch} />);
    const input = screen.getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'gummies' } });
    fireEvent.submit(input);
    expect(onSearch).toHaveBeenCalledWith('gummies');
  });

  it('follows the URL when the search changes elsewhere (chip removed, Back)', () => {
    const { rerender } = render(<SearchBox value="kush" onSearch={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'kush');
    rerender(<SearchBox value={undefined} onSearch={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '');
  });
});
