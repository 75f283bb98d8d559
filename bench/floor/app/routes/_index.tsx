import { Link, useLoaderData } from '@remix-run/react';
import { useState } from 'react';

export const meta = () => [{ title: 'Floor' }];

/** Static loader data: 24 products, as a category page shows them, and no Store API. */
export function loader() {
  return {
    products: Array.from({ length: 24 }, (_, i) => ({
      id: `p${i + 1}`,
      name: `Product ${i + 1}`,
      price: `CHF ${(9.9 + i).toFixed(2)}`,
    })),
  };
}

function AddButton({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Add {name} {count > 0 ? `(${count})` : ''}
    </button>
  );
}

export default function Index() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Products</h1>
      <ul>
        {products.map((product) => (
          <li key={product.id}>
            <Link to={`/product/${product.id}`}>{product.name}</Link>
            <p>{product.price}</p>
            <AddButton name={product.name} />
          </li>
        ))}
      </ul>
    </main>
  );
}
