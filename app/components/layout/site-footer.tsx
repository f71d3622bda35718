export function SiteFooter() {
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-slate-600">
        <p>
          © {new Date().getFullYear()} CarSaathi. Prices are asking prices from partner marketplaces, in Indian rupees.
        </p>
      </div>
    </footer>
  );
}
