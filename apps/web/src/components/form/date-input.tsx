import { INDONESIAN_MONTHS, isIsoDate, TEXTS } from '@toko/shared';
import { Button, DatePicker, Flex, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type CSSProperties, type ReactNode, useMemo, useState } from 'react';
import { businessDate, shopToday } from '../../lib/shop-time';

/** The one date format of the product, on screen and in the API (SPEC §5). */
export const DATE_FORMAT = 'YYYY-MM-DD';

export interface DateInputProps {
  id?: string;
  /** yyyy-MM-dd */
  value?: string | null;
  /** yyyy-MM-dd, or null when cleared (only with allowClear). */
  onChange?: (value: string | null) => void;
  /** yyyy-MM-dd; earlier days cannot be picked (tgl_system for users without the previous-date right). */
  minDate?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  className?: string;
}

const MONTH_OPTIONS = INDONESIAN_MONTHS.map((label, month) => ({ value: month, label }));
/** Years offered in the year dropdown around today (birth dates on one side, due dates on the other). */
const YEARS_BACK = 100;
const YEARS_AHEAD = 10;

function parseDate(value: string | null | undefined): Dayjs | null {
  return value && isIsoDate(value) ? dayjs(value) : null;
}

/** Renders the month and year dropdowns inside the picker's own popup, so using them does not close it. */
const insideParent = (trigger: HTMLElement) => trigger.parentElement ?? document.body;

/**
 * Date picker that speaks yyyy-MM-dd strings. Pick-only (no typing, so no half-typed
 * or foreign-format dates), with month and year dropdowns for far dates and a
 * 'Hari Ini' button.
 */
export function DateInput({
  id,
  value,
  onChange,
  minDate,
  placeholder,
  disabled,
  allowClear = false,
  style,
  className,
}: DateInputProps) {
  // Stable objects: the picker re-centres its panel whenever the value object changes.
  const selected = useMemo(() => parseDate(value), [value]);
  const min = useMemo(() => parseDate(minDate) ?? undefined, [minDate]);
  // 'Hari Ini' is the shop's business date, the day its documents are written on (not yet
  // closed, yesterday is still 'today' at the counter); signed out, the shop's calendar day,
  // not the browser's (a laptop on UTC is 7 hours behind Jakarta).
  const today = dayjs(businessDate() ?? shopToday());
  const todayDisabled = min !== undefined && today.isBefore(min, 'day');

  const [open, setOpen] = useState(false);
  // The month the panel shows. The dropdowns, the panel's own arrows and the picker
  // (which re-centres on the value, or today, or minDate, when it opens) all move it.
  const [shown, setShown] = useState<Dayjs>(() => selected ?? today);

  const pick = (date: Dayjs | null) => {
    onChange?.(date ? date.format(DATE_FORMAT) : null);
  };

  const firstYear = Math.min(min ? min.year() : today.year() - YEARS_BACK, shown.year());
  const lastYear = Math.max(today.year() + YEARS_AHEAD, shown.year());
  const yearOptions = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => ({
    value: firstYear + index,
    label: String(firstYear + index),
  }));

  const panelRender = (panel: ReactNode) => (
    <div>
      {/* An empty status of their own keeps the dropdowns from turning red with the
          date field they serve. */}
      <Form.Item noStyle validateStatus="" hasFeedback={false}>
        <Flex gap={8} style={{ padding: '8px 12px 0' }}>
          <Select
            aria-label="Bulan"
            size="small"
            style={{ flex: 1 }}
            value={shown.month()}
            options={MONTH_OPTIONS}
            onChange={(month: number) => setShown(shown.month(month))}
            getPopupContainer={insideParent}
            virtual={false}
          />
          <Select
            aria-label="Tahun"
            size="small"
            style={{ width: 88 }}
            value={shown.year()}
            options={yearOptions}
            onChange={(year: number) => setShown(shown.year(year))}
            getPopupContainer={insideParent}
            virtual={false}
          />
        </Flex>
      </Form.Item>
      {panel}
    </div>
  );

  return (
    <DatePicker
      id={id}
      value={selected}
      onChange={pick}
      format={DATE_FORMAT}
      inputReadOnly
      open={open}
      onOpenChange={setOpen}
      pickerValue={shown}
      onPickerValueChange={(date) => setShown(date)}
      minDate={min}
      panelRender={panelRender}
      showNow={false}
      renderExtraFooter={() => (
        <Button
          type="link"
          size="small"
          disabled={todayDisabled}
          onClick={() => {
            pick(today);
            setOpen(false);
          }}
        >
          {TEXTS.today}
        </Button>
      )}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      style={{ width: '100%', ...style }}
      className={className}
    />
  );
}
