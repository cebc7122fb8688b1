import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Row } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateRangeFields, useDateRange } from './date-range-fields';

const session = vi.hoisted(() => ({ mayGoBack: false }));
vi.mock('../../lib/use-session', () => ({
  useSession: () => ({ user: { tgl_system: '2026-11-22' } }),
  minSelectableDate: () => (session.mayGoBack ? undefined : '2026-11-22'),
}));

/** A filter row as a list holds it, showing the dates it would ask for. */
function Harness() {
  const range = useDateRange();
  return (
    <Form layout="vertical" component="div">
      <Row>
        <DateRangeFields range={range} />
      </Row>
      <output data-testid="asked">{`${range.dari}..${range.sampai}`}</output>
    </Form>
  );
}

const field = (testId: string) =>
  document.querySelector<HTMLInputElement>(`[data-testid="${testId}"] input`) as HTMLInputElement;
const asked = () => document.querySelector('[data-testid="asked"]')?.textContent;

/** A day of the open calendar (the one closing after the last pick is still in the page). */
function cell(date: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(
    `.ant-picker-dropdown:not(.ant-picker-dropdown-hidden):not(.ant-slide-up-leave) td[title="${date}"]`,
  );
  if (!element) throw new Error(`no cell ${date}`);
  return element;
}

async function pick(testId: string, date: string) {
  await userEvent.click(field(testId));
  await userEvent.click(cell(date));
}

describe('DateRangeFields', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10, 0, 0));
    session.mayGoBack = false;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on the business day and moves the end along when the start passes it', async () => {
    render(<Harness />);
    expect(field('filter-dari').value).toBe('2026-11-22');
    expect(field('filter-sampai').value).toBe('2026-11-22');
    await pick('filter-dari', '2026-11-25');
    expect(asked()).toBe('2026-11-25..2026-11-25');
    await pick('filter-sampai', '2026-11-28');
    await pick('filter-dari', '2026-11-26');
    expect(asked()).toBe('2026-11-26..2026-11-28');
  });

  it('lets a user held to the business day pick nothing earlier, and no end before the start', async () => {
    render(<Harness />);
    await userEvent.click(field('filter-dari'));
    expect(cell('2026-11-21').className).toContain('ant-picker-cell-disabled');
    await userEvent.click(cell('2026-11-24'));
    await userEvent.click(field('filter-sampai'));
    expect(cell('2026-11-23').className).toContain('ant-picker-cell-disabled');
    expect(cell('2026-11-24').className).not.toContain('ant-picker-cell-disabled');
  });

  it('lets a user with the previous-date right start earlier', async () => {
    session.mayGoBack = true;
    render(<Harness />);
    await pick('filter-dari', '2026-11-02');
    expect(asked()).toBe('2026-11-02..2026-11-22');
  });
});
