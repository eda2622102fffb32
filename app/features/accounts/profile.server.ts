// My Account 'Perfil' and 'Datos personales' (spec storefront-shell §2.11): the person's details, read and edited.
import type { UserDetailsSubmission } from "../../forms/accounts";
import { accounts, type Person } from "../../ports/accounts.server";
import type { AppContext } from "../../ports/context.server";
import { isVerified } from "./email-verification.server";
import { requirePerson } from "./sign-in.server";

export type ProfileData = Pick<Person, "givenName" | "familyName" | "email" | "phone" | "document"> & {
  /** Decision 117: whether the address is proved; until it is, the page offers the link. */
  emailVerified: boolean;
};

export async function profilePage(request: Request, context: AppContext): Promise<ProfileData> {
  const { person } = await requirePerson(request, context);
  const { givenName, familyName, email, phone, document } = person;
  return { givenName, familyName, email, phone, document, emailVerified: await isVerified(context, person) };
}

/** The edit form's starting values: what the person has, empty where they gave nothing. */
export type UserDetailsData = { givenName: string; familyName: string; phone: string; document: string };

export async function userDetailsPage(request: Request, context: AppContext): Promise<UserDetailsData> {
  const { person } = await requirePerson(request, context);
  return {
    givenName: person.givenName,
    familyName: person.familyName,
    phone: person.phone ?? "",
    document: person.document ?? "",
  };
}

/** `person` comes from `requirePerson`, which the action runs before it reads the form. */
export async function saveUserDetails(
  context: AppContext,
  person: Person,
  details: UserDetailsSubmission,
): Promise<void> {
  await accounts(context).updateDetails(person.id, details);
}
