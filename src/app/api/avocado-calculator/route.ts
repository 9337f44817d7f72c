import { handleCalculatorForm } from '@/features/avocado-calculator/server/handle-calculator-form'

export function GET(request: Request): Response {
  return handleCalculatorForm(request)
}

// Next answers a method a route does not export with a bare 405 and no `Allow`: the handler
// answers every method instead, with its message.
export { GET as DELETE, GET as OPTIONS, GET as PATCH, GET as POST, GET as PUT }
