import { Col, Form } from 'antd';
import { useState } from 'react';
import { minSelectableDate, useSession } from '../../lib/use-session';
import { DateInput } from './date-input';

/** The business dates a list is filtered by (yyyy-MM-dd) and the earliest the user may pick. */
export interface DateRange {
  dari: string;
  sampai: string;
  minDate: string | undefined;
  /** A start after the end moves the end with it. */
  setDari: (value: string) => void;
  setSampai: (value: string) => void;
}

/**
 * A list's business dates: the business date (or `day`, a link's document date) until the
 * user picks others, no earlier than the previous-date rule allows.
 */
export function useDateRange(day?: string): DateRange {
  const session = useSession();
  const tglSystem = session?.user.tgl_system ?? '';
  const [dari, setDari] = useState(day ?? tglSystem);
  const [sampai, setSampai] = useState(day ?? tglSystem);
  return {
    dari,
    sampai,
    minDate: session ? minSelectableDate(session) : undefined,
    setDari: (value) => {
      setDari(value);
      if (sampai < value) setSampai(value);
    },
    setSampai,
  };
}

/** 'Dari Tanggal' and 'Sampai Tanggal', two columns of a list's filter row; the end never before the start. */
export function DateRangeFields({ range }: { range: DateRange }) {
  return (
    <>
      <Col xs={12} md={6} xl={5}>
        <Form.Item label="Dari Tanggal">
          <div data-testid="filter-dari">
            <DateInput
              value={range.dari}
              minDate={range.minDate}
              onChange={(value) => value && range.setDari(value)}
            />
          </div>
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={5}>
        <Form.Item label="Sampai Tanggal">
          <div data-testid="filter-sampai">
            <DateInput
              value={range.sampai}
              minDate={range.dari || range.minDate}
              onChange={(value) => value && range.setSampai(value)}
            />
          </div>
        </Form.Item>
      </Col>
    </>
  );
}
