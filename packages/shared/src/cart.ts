// The cart item of the API (API.md, Cart): what GET /cart answers for each line.
export interface CartItem {
  productId: string;
  title: string;
  imageUrl: string;
  price: number;
  quantity: number;
  url: string;
}
