/** Placeholder of a streamed shelf, the height of the real one so nothing jumps. */
export function ShelfSkeleton({ title }: { title: string }) {
  return (
    <section className="product-shelf product-shelf--loading" aria-label={title} aria-busy="true">
      <h2>{title}</h2>
      <ul className="product-shelf__list">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="product-card product-card--skeleton" />
        ))}
      </ul>
    </section>
  );
}
