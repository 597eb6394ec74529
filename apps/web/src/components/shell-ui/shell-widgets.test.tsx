import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ShellMultiSelect, ShellSelect } from './shell-select.tsx';

/**
 * The select without Ant Design (issue 15 item 5; the reperfusion register's filters still use it)
 * keeps antd's behaviour for the keyboard and for assistive technology: a combobox with a listbox.
 * (The table's sorting and child rows are antd's now: case-dashboard.test.tsx, users-list-page.test.tsx.)
 */

const HOSPITALS = [
  { value: 1, label: 'Alfred' },
  { value: 2, label: 'Austin' },
  { value: 3, label: 'Royal Melbourne' },
];

function Select({ onChange }: { onChange: (v: number | undefined) => void }) {
  const [value, setValue] = useState<number | undefined>();
  return (
    <ShellSelect<number>
      aria-label="Hospital"
      placeholder="Hospital"
      allowClear
      showSearch
      value={value}
      options={HOSPITALS}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

/** A multiple select holding its own picks. */
function Multi() {
  const [value, setValue] = useState<number[]>([]);
  return (
    <ShellMultiSelect<number> aria-label="Providers" value={value} options={HOSPITALS} onChange={setValue} />
  );
}

describe('ShellSelect', () => {
  it('opens on Down, moves with the arrows, picks on Enter, and shows the pick', () => {
    const onChange = vi.fn();
    render(<Select onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Hospital' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alfred', 'Austin', 'Royal Melbourne']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(
      within(list).getByRole('option', { name: 'Austin' }).id,
    );
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByText('Austin')).toBeTruthy();
  });

  it('filters the options by the text typed, says when none match, and Escape closes', () => {
    const onChange = vi.fn();
    render(<Select onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Hospital' });
    fireEvent.change(box, { target: { value: 'mel' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Royal Melbourne']);
    fireEvent.change(box, { target: { value: 'xyz' } });
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('No data')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks an option on click and clears with Backspace', () => {
    const onChange = vi.fn();
    render(<Select onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Hospital' });
    fireEvent.mouseDown(box);
    fireEvent.click(screen.getByRole('option', { name: 'Alfred' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(box, { key: 'Backspace' });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByText('Hospital')).toBeTruthy();
  });

  it('keeps several picks in the multiple select, marked selected, and removes them again', () => {
    render(<Multi />);
    const box = screen.getByRole('combobox', { name: 'Providers' });
    fireEvent.mouseDown(box);
    fireEvent.click(screen.getByRole('option', { name: 'Alfred' }));
    fireEvent.click(screen.getByRole('option', { name: 'Austin' }));
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    expect(
      screen
        .getAllByRole('option')
        .filter((o) => o.getAttribute('aria-selected') === 'true')
        .map((o) => o.textContent),
    ).toEqual(['Alfred', 'Austin']);
    fireEvent.click(screen.getByRole('option', { name: 'Alfred' }));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.getAllByTitle('Austin')).toHaveLength(1);
    expect(screen.queryByTitle('Alfred')).toBeNull();
  });
});
