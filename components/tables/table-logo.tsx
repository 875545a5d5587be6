// A table's logo (GET /api/table/gettablelogo/{tableNo}), or a plain badge with its number.
type TProps = { tableNo: number; tableName: string; logoUrl: string | null; size?: "sm" | "lg" };

const SIZES = { sm: "h-12 w-12 text-sm", lg: "h-24 w-24 text-xl" } as const;

export const TableLogo = ({ tableNo, tableName, logoUrl, size = "lg" }: TProps) =>
  logoUrl ? (
    // eslint-disable-next-line @next/next/no-img-element -- an uploaded file served by the API (no optimiser)
    <img
      src={logoUrl}
      alt={`Logo of ${tableName}`}
      className={`${SIZES[size]} rounded-md border border-slate-200 bg-white object-contain`}
    />
  ) : (
    <span
      role="img"
      aria-label={`Table ${tableNo} has no logo yet`}
      className={`${SIZES[size]} inline-flex items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 font-semibold text-slate-500`}
    >
      RT{tableNo}
    </span>
  );
