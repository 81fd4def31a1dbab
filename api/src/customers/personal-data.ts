// What a password must not contain (spec §5): the customer's birth or founding date, customer
// number, account numbers and phone number.
import type { Customer } from '../db/schema.ts';
import type { PersonalData } from '../passwords/password-policy.ts';
import type { CustomerRepository } from './customer-repository.ts';

export async function personalDataOf(customers: CustomerRepository, customer: Customer): Promise<PersonalData> {
  const accounts = await customers.accounts(customer.id);
  return {
    customerType: customer.customer_type,
    birthDate: customer.birth_date,
    customerNo: customer.customer_no,
    accountNos: accounts.map((a) => a.account_no),
    phone: customer.phone,
  };
}
