/** A random private address for `CF-Connecting-IP`: each test gets its own rate-limit buckets. */
export const shopperAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join(".")}`;
