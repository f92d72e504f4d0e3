// The `partner` query: the university's name, addresses and contacts from the partner config.
import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { PartnerAddress as PartnerAddressConfig, PartnerConfig } from '@transfer/form';

/** What the partner resolver needs: the university's config. */
export interface PartnerContext {
  partner: PartnerConfig;
}

@ObjectType({ description: 'A mailing address of the university.' })
class PartnerAddress {
  @Field() label: string;
  @Field() line1: string;
  @Field() line2: string;
  @Field() city: string;
  @Field() state: string;
  @Field() zip: string;
  @Field() country: string;
}

@ObjectType({ description: 'The university this application is for, and how to reach it.' })
class Partner {
  @Field() name: string;
  @Field() applicationTitle: string;
  @Field(() => [PartnerAddress]) addresses: PartnerAddress[];
  @Field() helpEmail: string;
  @Field() admissionsEmail: string;
  @Field() phone: string;
  @Field() actCode: string;
  @Field() satCode: string;
  @Field(() => Int) characterLimit: number;
  @Field() readerUrl: string;
}

function toAddress(address: PartnerAddressConfig): PartnerAddress {
  return { ...address, line1: address.line_1, line2: address.line_2 };
}

function toPartner(partner: PartnerConfig): Partner {
  return {
    name: partner.name,
    applicationTitle: partner.application_title,
    addresses: partner.addresses.map(toAddress),
    helpEmail: partner.help_email,
    admissionsEmail: partner.admissions_email,
    phone: partner.phone,
    actCode: partner.act_code,
    satCode: partner.sat_code,
    characterLimit: partner.character_limit,
    readerUrl: partner.reader_url,
  };
}

@Resolver()
export class PartnerResolver {
  @Query(() => Partner, { description: "The university's name, addresses and contacts." })
  partner(@Ctx() ctx: PartnerContext): Partner {
    return toPartner(ctx.partner);
  }
}
