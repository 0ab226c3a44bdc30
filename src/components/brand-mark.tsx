export const PRODUCT_NAME = 'ERP Suite';

export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <div className={`brand-mark d-flex align-items-center gap-2 ${className}`}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className="fw-semibold">{PRODUCT_NAME}</span>
    </div>
  );
}
