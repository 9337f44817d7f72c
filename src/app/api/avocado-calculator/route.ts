import { handleCalculatorForm } from '@/features/avocado-calculator/server/handle-calculator-form'

export function GET(request: Request): Response {
  return handleCalculatorForm(request)
}
