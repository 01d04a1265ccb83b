// The size chart (ADR 2906) in the browser's own modal dialog: a bottom sheet on the phone, a
// centred panel on the desktop. Loaded with its data only when the shopper opens it.
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { TitleRow } from '../../../components/ui/title-row';
import { useSizeChart } from '../api/get-size-chart';
import { sizeText } from '../../../lib/i18n/size-text';
import { productWords as w } from '../../../lib/i18n/screens/product';

export function SizeChartSheet({
  productId,
  chosen,
  onClose,
}: {
  productId: string;
  chosen: string | null;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const chart = useSizeChart(productId);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="size-chart-title"
      onClose={onClose}
      onClick={(e) => {
        // A tap on the backdrop (the dialog itself, outside its panel) closes it.
        if (e.target === e.currentTarget) ref.current?.close();
      }}
      className="m-0 mt-auto w-full max-w-none rounded-t-2xl bg-surface p-0 text-ink backdrop:bg-ink/50 sm:m-auto sm:max-w-lg sm:rounded-2xl"
    >
      <div className="max-h-[80vh] overflow-y-auto p-5">
        <TitleRow
          id="size-chart-title"
          title={sizeText().sizeChart}
          className="mb-4 flex items-center justify-between gap-3"
          titleClassName="text-lg font-semibold"
        >
          <button
            type="button"
            onClick={() => ref.current?.close()}
            aria-label={w('close')}
            className="grid size-11 place-items-center rounded-full hover:bg-canvas"
          >
            <X aria-hidden="true" size={20} />
          </button>
        </TitleRow>
        {chart.isPending ? (
          <div className="grid place-items-center py-10">
            <Spinner />
          </div>
        ) : chart.isError ? (
          <p className="py-6 text-sm text-muted">{sizeText().noSizeChart}</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted">
              {chart.data.brandChart ? w('brandMeasurements', { brand: chart.data.brand }) : w('bodyMeasurements')}
            </p>
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{sizeText().sizeChart}</caption>
              <thead>
                <tr className="border-b border-line text-left">
                  {chart.data.chart.columns.map((c) => (
                    <th key={c} scope="col" className="py-2 pr-3 font-semibold">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chart.data.chart.rows.map((row) => (
                  <tr
                    key={row[0]}
                    className={`border-b border-line ${row[0] === chosen ? 'bg-canvas font-semibold' : ''}`}
                  >
                    {row.map((v, i) =>
                      i === 0 ? (
                        <th key={i} scope="row" className="py-2 pr-3 text-left font-semibold">
                          {v}
                        </th>
                      ) : (
                        <td key={i} className="py-2 pr-3">
                          {v}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </dialog>
  );
}
