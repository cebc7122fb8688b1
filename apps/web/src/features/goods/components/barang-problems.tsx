import { Alert } from 'antd';

export interface BarangProblemsProps {
  /** 'Baris 2: Berat Harus Diisi', from checking the lines. */
  problems: readonly string[];
  /** The server's refusal of the last save. */
  serverProblem?: string;
}

const SHOWN = 5;

/** Why the lines cannot be saved yet, row by row, under the table. */
export function BarangProblems({ problems, serverProblem }: BarangProblemsProps) {
  if (problems.length === 0 && !serverProblem) return null;
  const shown = problems.slice(0, SHOWN);
  const more = problems.length - shown.length;
  return (
    <Alert
      style={{ marginTop: 12 }}
      type="error"
      showIcon
      data-testid="lines-problems"
      title={serverProblem ?? 'Periksa kembali data barang'}
      description={
        shown.length > 0 ? (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {shown.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
            {more > 0 && <li>dan {more} baris lainnya</li>}
          </ul>
        ) : undefined
      }
    />
  );
}
