--
-- PostgreSQL database dump
--

\restrict eGfiaaOKXv44b1RAZsXsbZeshmjt6x14vaW6xZdcZdDYQtQasCadz3hExnOSTik

-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: attendances_counts(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.attendances_counts() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ begin
         if tg_op in ('DELETE', 'UPDATE') then 
  update training_sessions t
     set participants = t.participants - d.participants,
         absences = t.absences - d.absences,
         lates = t.lates - d.lates
    from (
  select session_id,
         count(*) filter (where is_absent = 0) as participants,
         count(*) filter (where is_absent = 1) as absences,
         count(*) filter (where is_absent = 0 and is_late = 1) as lates
    from old_rows group by session_id) d
   where t.id = d.session_id; end if;
         if tg_op in ('INSERT', 'UPDATE') then 
  update training_sessions t
     set participants = t.participants + d.participants,
         absences = t.absences + d.absences,
         lates = t.lates + d.lates
    from (
  select session_id,
         count(*) filter (where is_absent = 0) as participants,
         count(*) filter (where is_absent = 1) as absences,
         count(*) filter (where is_absent = 0 and is_late = 1) as lates
    from new_rows group by session_id) d
   where t.id = d.session_id; end if;
         return null;
       end $$;


--
-- Name: members_counts(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.members_counts() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ begin if tg_op = 'INSERT' then update groups set student_count = student_count + 1 where id = new.group_id; end if; if tg_op = 'DELETE' then update groups set student_count = student_count - 1 where id = old.group_id; end if; if tg_op = 'UPDATE' then update groups set student_count = student_count - 1 where id = old.group_id and old.group_id is distinct from new.group_id; update groups set student_count = student_count + 1 where id = new.group_id and old.group_id is distinct from new.group_id; end if; return null; end $$;


--
-- Name: subscriptions_counts(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.subscriptions_counts() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ begin if tg_op = 'INSERT' then update seasons set subscription_count = subscription_count + 1 where id = new.season_id; end if; if tg_op = 'DELETE' then update seasons set subscription_count = subscription_count - 1 where id = old.season_id; end if; if tg_op = 'UPDATE' then update seasons set subscription_count = subscription_count - 1 where id = old.season_id and old.season_id is distinct from new.season_id; update seasons set subscription_count = subscription_count + 1 where id = new.season_id and old.season_id is distinct from new.season_id; end if; return null; end $$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: attendances; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.attendances (
    session_id integer NOT NULL,
    member_id integer NOT NULL,
    is_absent integer DEFAULT 0 NOT NULL,
    is_late integer DEFAULT 0 NOT NULL
);


--
-- Name: audit_log; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.audit_log (
    id integer NOT NULL,
    created_at text NOT NULL,
    actor_id integer,
    actor_login text,
    action text NOT NULL,
    target_type text NOT NULL,
    target_id integer,
    details text
);


--
-- Name: audit_log_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.audit_log_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: audit_log_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.audit_log_id_seq OWNED BY public.audit_log.id;


--
-- Name: auth_sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.auth_sessions (
    id text NOT NULL,
    user_id integer NOT NULL,
    persistent integer DEFAULT 1 NOT NULL,
    created_at text NOT NULL,
    expires_at text NOT NULL,
    revoked_at text
);


--
-- Name: group_coaches; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.group_coaches (
    group_id integer NOT NULL,
    user_id integer NOT NULL
);


--
-- Name: group_next; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.group_next (
    group_id integer NOT NULL,
    possible_group_id integer NOT NULL
);


--
-- Name: groups; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.groups (
    id integer NOT NULL,
    name text NOT NULL,
    price_cents integer DEFAULT 0 NOT NULL,
    resub_price_cents integer DEFAULT 0 NOT NULL,
    section_id integer NOT NULL,
    pack_id integer,
    type_id integer,
    ffn_license integer DEFAULT 0 NOT NULL,
    should_receive_sub_mail integer DEFAULT 1 NOT NULL,
    email_list text DEFAULT ''::text NOT NULL,
    sports_code_of_conduct integer DEFAULT 1 NOT NULL,
    system_role text,
    version integer DEFAULT 1 NOT NULL,
    student_count integer DEFAULT 0 NOT NULL
);


--
-- Name: groups_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.groups_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: groups_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.groups_id_seq OWNED BY public.groups.id;


--
-- Name: guardians; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.guardians (
    id integer NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    email text NOT NULL,
    phone_number text NOT NULL,
    secondary_email text,
    secondary_phone_number text,
    language text,
    created_at text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    last_name_key text GENERATED ALWAYS AS (lower(last_name)) STORED NOT NULL,
    first_name_key text GENERATED ALWAYS AS (lower(first_name)) STORED NOT NULL,
    email_key text GENERATED ALWAYS AS (lower(email)) STORED NOT NULL
);


--
-- Name: guardians_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.guardians_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: guardians_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.guardians_id_seq OWNED BY public.guardians.id;


--
-- Name: kysely_migration; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.kysely_migration (
    name character varying(255) NOT NULL,
    "timestamp" character varying(255) NOT NULL
);


--
-- Name: kysely_migration_lock; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.kysely_migration_lock (
    id character varying(255) NOT NULL,
    is_locked integer DEFAULT 0 NOT NULL
);


--
-- Name: login_throttle; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.login_throttle (
    key text NOT NULL,
    failures integer NOT NULL,
    window_started_at text NOT NULL,
    locked_until text
);


--
-- Name: mail_outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mail_outbox (
    id integer NOT NULL,
    kind text NOT NULL,
    to_addresses text NOT NULL,
    bcc_addresses text DEFAULT '[]'::text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text,
    language text NOT NULL,
    status text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at text NOT NULL,
    last_error text,
    created_at text NOT NULL,
    sent_at text,
    dedupe_key text,
    attachments text
);


--
-- Name: mail_outbox_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.mail_outbox_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: mail_outbox_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.mail_outbox_id_seq OWNED BY public.mail_outbox.id;


--
-- Name: members; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.members (
    id integer NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    gender text NOT NULL,
    birth_date text NOT NULL,
    birth_place text,
    nationality text,
    instagram_handle text,
    school text,
    school_level text,
    shirt_size_id integer,
    short_size_id integer,
    email text,
    phone_number text,
    address text,
    address_comp text,
    zip_code text,
    city text,
    country text,
    guardian_id integer,
    second_guardian_email text,
    second_guardian_phone text,
    group_id integer,
    sub_group_id integer,
    next_year_group_id integer,
    language text,
    left_at text,
    created_at text NOT NULL,
    updated_at text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    anonymised_at text,
    last_name_key text GENERATED ALWAYS AS (lower(last_name)) STORED NOT NULL,
    first_name_key text GENERATED ALWAYS AS (lower(first_name)) STORED NOT NULL
);


--
-- Name: members_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.members_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: members_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.members_id_seq OWNED BY public.members.id;


--
-- Name: packs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.packs (
    id integer NOT NULL,
    label_fr text NOT NULL,
    label_en text NOT NULL
);


--
-- Name: refresh_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.refresh_tokens (
    token_hash text NOT NULL,
    session_id text NOT NULL,
    created_at text NOT NULL,
    used_at text
);


--
-- Name: roles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.roles (
    id integer NOT NULL,
    name text NOT NULL
);


--
-- Name: seasons; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.seasons (
    id integer NOT NULL,
    label text NOT NULL,
    start_date text NOT NULL,
    end_date text NOT NULL,
    is_current integer DEFAULT 0 NOT NULL,
    subscription_count integer DEFAULT 0 NOT NULL
);


--
-- Name: seasons_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.seasons_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: seasons_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.seasons_id_seq OWNED BY public.seasons.id;


--
-- Name: sections; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sections (
    id integer NOT NULL,
    name text NOT NULL,
    manager_id integer,
    system_role text,
    version integer DEFAULT 1 NOT NULL
);


--
-- Name: sections_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.sections_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: sections_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.sections_id_seq OWNED BY public.sections.id;


--
-- Name: shirt_sizes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.shirt_sizes (
    id integer NOT NULL,
    label text NOT NULL,
    sort_order integer NOT NULL
);


--
-- Name: short_sizes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.short_sizes (
    id integer NOT NULL,
    label text NOT NULL,
    sort_order integer NOT NULL
);


--
-- Name: sub_group_coaches; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sub_group_coaches (
    sub_group_id integer NOT NULL,
    user_id integer NOT NULL
);


--
-- Name: sub_groups; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sub_groups (
    id integer NOT NULL,
    group_id integer NOT NULL,
    name text NOT NULL
);


--
-- Name: sub_groups_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.sub_groups_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: sub_groups_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.sub_groups_id_seq OWNED BY public.sub_groups.id;


--
-- Name: subscription_state_changes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.subscription_state_changes (
    id integer NOT NULL,
    subscription_id integer NOT NULL,
    from_state text,
    to_state text NOT NULL,
    changed_by integer,
    changed_at text NOT NULL,
    source text DEFAULT 'STAFF'::text NOT NULL
);


--
-- Name: subscription_state_changes_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.subscription_state_changes_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: subscription_state_changes_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.subscription_state_changes_id_seq OWNED BY public.subscription_state_changes.id;


--
-- Name: subscriptions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.subscriptions (
    id integer NOT NULL,
    member_id integer NOT NULL,
    season_id integer NOT NULL,
    group_id integer,
    state text NOT NULL,
    is_new integer DEFAULT 1 NOT NULL,
    token_hash text,
    token_expires_at text,
    subscription_form integer DEFAULT 0 NOT NULL,
    rules integer DEFAULT 0 NOT NULL,
    id_photo integer DEFAULT 0 NOT NULL,
    asm_pdf integer DEFAULT 0 NOT NULL,
    medical_certificate integer DEFAULT 0 NOT NULL,
    payment integer DEFAULT 0 NOT NULL,
    ffn_license integer DEFAULT 0 NOT NULL,
    code_of_conduct integer DEFAULT 0 NOT NULL,
    guardian_code_of_conduct integer DEFAULT 0 NOT NULL,
    process_date text,
    privacy_version text,
    privacy_accepted_by text,
    privacy_accepted_at text,
    covid_clause integer DEFAULT 0 NOT NULL,
    created_at text NOT NULL,
    updated_at text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    guardian_first_name text,
    guardian_last_name text,
    guardian_email text,
    guardian_phone_number text,
    guardian_secondary_email text,
    guardian_secondary_phone_number text,
    submission_hash text,
    submitted_at text,
    guardian_conflict integer DEFAULT 0 NOT NULL
);


--
-- Name: subscriptions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.subscriptions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: subscriptions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.subscriptions_id_seq OWNED BY public.subscriptions.id;


--
-- Name: test_groups; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.test_groups (
    test_id integer NOT NULL,
    group_id integer NOT NULL
);


--
-- Name: test_members; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.test_members (
    test_id integer NOT NULL,
    member_id integer NOT NULL,
    result_group_id integer,
    failed integer DEFAULT 0 NOT NULL,
    assigned_at text NOT NULL
);


--
-- Name: tests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tests (
    id integer NOT NULL,
    scheduled_at text NOT NULL,
    capacity integer NOT NULL,
    min_birth_year integer NOT NULL,
    max_birth_year integer NOT NULL,
    type_id integer NOT NULL,
    location text NOT NULL,
    completed integer DEFAULT 0 NOT NULL,
    created_at text NOT NULL,
    version integer DEFAULT 1 NOT NULL
);


--
-- Name: tests_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.tests_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: tests_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.tests_id_seq OWNED BY public.tests.id;


--
-- Name: time_slots; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.time_slots (
    id integer NOT NULL,
    group_id integer NOT NULL,
    weekday integer NOT NULL,
    start_time text NOT NULL,
    end_time text NOT NULL,
    location text NOT NULL
);


--
-- Name: time_slots_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.time_slots_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: time_slots_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.time_slots_id_seq OWNED BY public.time_slots.id;


--
-- Name: training_sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.training_sessions (
    id integer NOT NULL,
    group_id integer NOT NULL,
    sub_group_id integer,
    date text NOT NULL,
    created_by integer,
    client_key text,
    transmitted integer DEFAULT 0 NOT NULL,
    created_at text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    participants integer DEFAULT 0 NOT NULL,
    absences integer DEFAULT 0 NOT NULL,
    lates integer DEFAULT 0 NOT NULL
);


--
-- Name: training_sessions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.training_sessions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: training_sessions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.training_sessions_id_seq OWNED BY public.training_sessions.id;


--
-- Name: types; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.types (
    id integer NOT NULL,
    code text NOT NULL,
    label_fr text NOT NULL,
    label_en text NOT NULL,
    adds_schedule integer DEFAULT 0 NOT NULL
);


--
-- Name: user_roles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_roles (
    user_id integer NOT NULL,
    role_id integer NOT NULL
);


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id integer NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    login text NOT NULL,
    password_hash text NOT NULL,
    must_change_password integer DEFAULT 0 NOT NULL,
    language text,
    created_at text NOT NULL,
    version integer DEFAULT 1 NOT NULL
);


--
-- Name: users_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: users_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.users_id_seq OWNED BY public.users.id;


--
-- Name: audit_log id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_log ALTER COLUMN id SET DEFAULT nextval('public.audit_log_id_seq'::regclass);


--
-- Name: groups id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.groups ALTER COLUMN id SET DEFAULT nextval('public.groups_id_seq'::regclass);


--
-- Name: guardians id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.guardians ALTER COLUMN id SET DEFAULT nextval('public.guardians_id_seq'::regclass);


--
-- Name: mail_outbox id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mail_outbox ALTER COLUMN id SET DEFAULT nextval('public.mail_outbox_id_seq'::regclass);


--
-- Name: members id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.members ALTER COLUMN id SET DEFAULT nextval('public.members_id_seq'::regclass);


--
-- Name: seasons id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.seasons ALTER COLUMN id SET DEFAULT nextval('public.seasons_id_seq'::regclass);


--
-- Name: sections id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sections ALTER COLUMN id SET DEFAULT nextval('public.sections_id_seq'::regclass);


--
-- Name: sub_groups id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sub_groups ALTER COLUMN id SET DEFAULT nextval('public.sub_groups_id_seq'::regclass);


--
-- Name: subscription_state_changes id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.subscription_state_changes ALTER COLUMN id SET DEFAULT nextval('public.subscription_state_changes_id_seq'::regclass);


--
-- Name: subscriptions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.subscriptions ALTER COLUMN id SET DEFAULT nextval('public.subscriptions_id_seq'::regclass);


--
-- Name: tests id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tests ALTER COLUMN id SET DEFAULT nextval('public.tests_id_seq'::regclass);


--
-- Name: time_slots id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.time_slots ALTER COLUMN id SET DEFAULT nextval('public.time_slots_id_seq'::regclass);


--
-- Name: training_sessions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.training_sessions ALTER COLUMN id SET DEFAULT nextval('public.training_sessions_id_seq'::regclass);


--
-- Name: users id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users ALTER COLUMN id SET DEFAULT nextval('public.users_id_seq'::regclass);


--
-- Data for Name: attendances; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.attendances VALUES
	(1, 1, 0, 1),
	(1, 2, 0, 1),
	(1, 3, 0, 0),
	(1, 4, 0, 0),
	(1, 5, 0, 0),
	(1, 6, 0, 0),
	(1, 7, 0, 0),
	(1, 8, 0, 0),
	(1, 9, 0, 0),
	(1, 10, 0, 0),
	(1, 11, 1, 0),
	(1, 12, 0, 0),
	(1, 13, 0, 1),
	(1, 14, 0, 0),
	(1, 15, 0, 1),
	(1, 16, 0, 0),
	(1, 17, 0, 0),
	(1, 18, 0, 0),
	(1, 19, 0, 0),
	(2, 1, 0, 0),
	(2, 2, 0, 0),
	(2, 3, 0, 0),
	(2, 4, 0, 0),
	(2, 5, 0, 0),
	(2, 6, 0, 0),
	(2, 7, 0, 0),
	(2, 8, 0, 0),
	(2, 9, 0, 0),
	(2, 10, 0, 1),
	(2, 11, 0, 0),
	(2, 12, 0, 0),
	(2, 13, 0, 0),
	(2, 14, 1, 0),
	(2, 15, 0, 1),
	(2, 16, 0, 0),
	(2, 17, 0, 0),
	(2, 18, 0, 1),
	(2, 19, 0, 0),
	(3, 1, 0, 0),
	(3, 2, 1, 0),
	(3, 3, 0, 0),
	(3, 4, 0, 0),
	(3, 5, 0, 0),
	(3, 6, 0, 0),
	(3, 7, 0, 1),
	(3, 8, 0, 0),
	(3, 9, 0, 0),
	(3, 10, 0, 0),
	(3, 11, 0, 0),
	(3, 12, 0, 0),
	(3, 13, 0, 0),
	(3, 14, 0, 0),
	(3, 15, 1, 0),
	(3, 16, 0, 0),
	(3, 17, 0, 0),
	(3, 18, 0, 0),
	(3, 19, 0, 1),
	(4, 1, 0, 0),
	(4, 2, 0, 0),
	(4, 3, 0, 0),
	(4, 4, 0, 0),
	(4, 5, 0, 0),
	(4, 6, 0, 0),
	(4, 7, 0, 0),
	(4, 8, 0, 0),
	(4, 9, 0, 0),
	(4, 10, 0, 0),
	(4, 11, 0, 0),
	(4, 12, 0, 0),
	(4, 13, 0, 0),
	(4, 14, 0, 0),
	(4, 15, 0, 0),
	(4, 16, 0, 0),
	(4, 17, 0, 0),
	(4, 18, 0, 0),
	(4, 19, 0, 0),
	(5, 1, 0, 0),
	(5, 2, 1, 0),
	(5, 3, 0, 0),
	(5, 4, 1, 0),
	(5, 5, 0, 0),
	(5, 6, 0, 0),
	(5, 7, 0, 1),
	(5, 8, 0, 0),
	(5, 9, 0, 0),
	(5, 10, 0, 0),
	(5, 11, 0, 0),
	(5, 12, 0, 0),
	(5, 13, 0, 0),
	(5, 14, 0, 0),
	(5, 15, 0, 0),
	(5, 16, 1, 0),
	(5, 17, 0, 0),
	(5, 18, 0, 0),
	(5, 19, 0, 0),
	(6, 1, 0, 0),
	(6, 2, 0, 0),
	(6, 3, 1, 0),
	(6, 4, 0, 0),
	(6, 5, 0, 0),
	(6, 6, 0, 0),
	(6, 7, 0, 0),
	(6, 8, 0, 0),
	(6, 9, 0, 0),
	(6, 10, 0, 0),
	(6, 11, 0, 0),
	(6, 12, 0, 0),
	(6, 13, 0, 0),
	(6, 14, 0, 0),
	(6, 15, 0, 0),
	(6, 16, 0, 1),
	(6, 17, 0, 0),
	(6, 18, 0, 0),
	(6, 19, 0, 1),
	(7, 1, 0, 0),
	(7, 2, 0, 0),
	(7, 3, 0, 0),
	(7, 4, 1, 0),
	(7, 5, 0, 0),
	(7, 6, 0, 0),
	(7, 7, 0, 0),
	(7, 8, 0, 0),
	(7, 9, 0, 0),
	(7, 10, 0, 0),
	(7, 11, 0, 0),
	(7, 12, 0, 0),
	(7, 13, 0, 0),
	(7, 14, 0, 0),
	(7, 15, 0, 0),
	(7, 16, 0, 0),
	(7, 17, 0, 0),
	(7, 18, 0, 1),
	(7, 19, 0, 0),
	(8, 1, 0, 0),
	(8, 2, 0, 0),
	(8, 3, 0, 0),
	(8, 4, 1, 0),
	(8, 5, 1, 0),
	(8, 6, 0, 0),
	(8, 7, 0, 0),
	(8, 8, 0, 0),
	(8, 9, 0, 0),
	(8, 10, 0, 0),
	(8, 11, 0, 0),
	(8, 12, 0, 0),
	(8, 13, 0, 0),
	(8, 14, 0, 0),
	(8, 15, 0, 0),
	(8, 16, 0, 0),
	(8, 17, 0, 1),
	(8, 18, 0, 1),
	(8, 19, 0, 0),
	(9, 1, 0, 0),
	(9, 2, 0, 0),
	(9, 3, 0, 0),
	(9, 4, 0, 0),
	(9, 5, 0, 0),
	(9, 6, 0, 1),
	(9, 7, 0, 1),
	(9, 8, 1, 0),
	(9, 9, 0, 0),
	(9, 10, 0, 1),
	(9, 11, 0, 0),
	(9, 12, 0, 0),
	(9, 13, 0, 0),
	(9, 14, 0, 0),
	(9, 15, 0, 0),
	(9, 16, 0, 0),
	(9, 17, 0, 0),
	(9, 18, 0, 0),
	(9, 19, 0, 1),
	(10, 1, 0, 0),
	(10, 2, 0, 0),
	(10, 3, 0, 0),
	(10, 4, 0, 1),
	(10, 5, 0, 0),
	(10, 6, 0, 1),
	(10, 7, 0, 0),
	(10, 8, 0, 0),
	(10, 9, 0, 0),
	(10, 10, 0, 0),
	(10, 11, 0, 1),
	(10, 12, 0, 0),
	(10, 13, 0, 0),
	(10, 14, 0, 0),
	(10, 15, 0, 1),
	(10, 16, 0, 0),
	(10, 17, 0, 0),
	(10, 18, 0, 0),
	(10, 19, 0, 0),
	(11, 1, 0, 0),
	(11, 2, 1, 0),
	(11, 3, 0, 0),
	(11, 4, 0, 0),
	(11, 5, 0, 0),
	(11, 6, 1, 0),
	(11, 7, 0, 0),
	(11, 8, 0, 0),
	(11, 9, 0, 0),
	(11, 10, 0, 0);
INSERT INTO public.attendances VALUES
	(11, 11, 0, 0),
	(11, 12, 0, 0),
	(11, 13, 0, 0),
	(11, 14, 0, 0),
	(11, 15, 0, 0),
	(11, 16, 0, 1),
	(11, 17, 0, 0),
	(11, 18, 0, 0),
	(11, 19, 0, 0),
	(12, 1, 0, 0),
	(12, 2, 0, 0),
	(12, 3, 0, 0),
	(12, 4, 0, 0),
	(12, 5, 0, 0),
	(12, 6, 0, 0),
	(12, 7, 1, 0),
	(12, 8, 0, 0),
	(12, 9, 0, 0),
	(12, 10, 0, 0),
	(12, 11, 0, 1),
	(12, 12, 1, 0),
	(12, 13, 0, 0),
	(12, 14, 0, 0),
	(12, 15, 0, 0),
	(12, 16, 0, 0),
	(12, 17, 0, 1),
	(12, 18, 1, 0),
	(12, 19, 0, 1),
	(13, 20, 0, 0),
	(13, 21, 0, 0),
	(13, 22, 1, 0),
	(13, 23, 0, 0),
	(13, 24, 0, 0),
	(13, 25, 0, 0),
	(13, 26, 0, 0),
	(13, 27, 0, 0),
	(13, 28, 0, 0),
	(13, 29, 0, 0),
	(14, 20, 0, 0),
	(14, 21, 0, 0),
	(14, 22, 0, 0),
	(14, 23, 1, 0),
	(14, 24, 0, 0),
	(14, 25, 0, 0),
	(14, 26, 0, 0),
	(14, 27, 0, 0),
	(14, 28, 0, 0),
	(14, 29, 0, 0),
	(15, 20, 0, 0),
	(15, 21, 0, 1),
	(15, 22, 0, 0),
	(15, 23, 0, 0),
	(15, 24, 1, 0),
	(15, 25, 0, 1),
	(15, 26, 0, 0),
	(15, 27, 0, 0),
	(15, 28, 0, 0),
	(15, 29, 0, 0),
	(16, 20, 1, 0),
	(16, 21, 0, 0),
	(16, 22, 0, 0),
	(16, 23, 0, 1),
	(16, 24, 0, 0),
	(16, 25, 1, 0),
	(16, 26, 0, 0),
	(16, 27, 0, 1),
	(16, 28, 0, 0),
	(16, 29, 0, 0),
	(17, 20, 0, 0),
	(17, 21, 0, 0),
	(17, 22, 0, 0),
	(17, 23, 0, 0),
	(17, 24, 0, 0),
	(17, 25, 0, 0),
	(17, 26, 1, 0),
	(17, 27, 0, 0),
	(17, 28, 0, 0),
	(17, 29, 0, 0),
	(18, 20, 0, 0),
	(18, 21, 1, 0),
	(18, 22, 0, 0),
	(18, 23, 0, 0),
	(18, 24, 1, 0),
	(18, 25, 1, 0),
	(18, 26, 0, 0),
	(18, 27, 0, 0),
	(18, 28, 0, 0),
	(18, 29, 0, 0),
	(19, 20, 0, 1),
	(19, 21, 0, 0),
	(19, 22, 0, 0),
	(19, 23, 1, 0),
	(19, 24, 0, 0),
	(19, 25, 0, 0),
	(19, 26, 0, 0),
	(19, 27, 0, 0),
	(19, 28, 0, 0),
	(19, 29, 0, 1),
	(20, 20, 0, 0),
	(20, 21, 0, 0),
	(20, 22, 1, 0),
	(20, 23, 1, 0),
	(20, 24, 0, 0),
	(20, 25, 1, 0),
	(20, 26, 0, 0),
	(20, 27, 0, 0),
	(20, 28, 0, 0),
	(20, 29, 0, 0),
	(21, 20, 0, 0),
	(21, 21, 0, 0),
	(21, 22, 1, 0),
	(21, 23, 1, 0),
	(21, 24, 0, 0),
	(21, 25, 0, 0),
	(21, 26, 0, 0),
	(21, 27, 1, 0),
	(21, 28, 1, 0),
	(21, 29, 0, 0),
	(22, 20, 0, 0),
	(22, 21, 0, 0),
	(22, 22, 0, 0),
	(22, 23, 0, 0),
	(22, 24, 0, 0),
	(22, 25, 0, 1),
	(22, 26, 1, 0),
	(22, 27, 0, 0),
	(22, 28, 0, 0),
	(22, 29, 1, 0),
	(23, 20, 0, 0),
	(23, 21, 1, 0),
	(23, 22, 0, 0),
	(23, 23, 0, 0),
	(23, 24, 0, 0),
	(23, 25, 0, 0),
	(23, 26, 0, 0),
	(23, 27, 1, 0),
	(23, 28, 0, 0),
	(23, 29, 0, 1),
	(24, 20, 1, 0),
	(24, 21, 0, 0),
	(24, 22, 0, 0),
	(24, 23, 1, 0),
	(24, 24, 0, 0),
	(24, 25, 0, 0),
	(24, 26, 0, 0),
	(24, 27, 0, 0),
	(24, 28, 0, 0),
	(24, 29, 0, 0),
	(25, 30, 1, 0),
	(25, 31, 0, 0),
	(25, 32, 1, 0),
	(25, 33, 0, 0),
	(25, 34, 0, 0),
	(25, 35, 0, 0),
	(25, 36, 0, 0),
	(25, 37, 0, 0),
	(25, 38, 0, 0),
	(25, 39, 0, 0),
	(26, 30, 1, 0),
	(26, 31, 0, 0),
	(26, 32, 0, 0),
	(26, 33, 1, 0),
	(26, 34, 1, 0),
	(26, 35, 1, 0),
	(26, 36, 0, 0),
	(26, 37, 0, 0),
	(26, 38, 0, 0),
	(26, 39, 0, 0),
	(27, 30, 1, 0),
	(27, 31, 1, 0),
	(27, 32, 0, 0),
	(27, 33, 0, 1),
	(27, 34, 0, 0),
	(27, 35, 0, 0),
	(27, 36, 0, 0),
	(27, 37, 0, 0),
	(27, 38, 0, 0),
	(27, 39, 0, 0),
	(28, 30, 1, 0),
	(28, 31, 0, 0),
	(28, 32, 1, 0),
	(28, 33, 0, 1),
	(28, 34, 0, 0),
	(28, 35, 0, 0),
	(28, 36, 0, 0),
	(28, 37, 0, 0),
	(28, 38, 0, 0),
	(28, 39, 0, 0),
	(29, 30, 0, 0),
	(29, 31, 0, 0),
	(29, 32, 0, 1),
	(29, 33, 1, 0),
	(29, 34, 0, 1),
	(29, 35, 0, 0),
	(29, 36, 0, 0),
	(29, 37, 0, 0),
	(29, 38, 0, 0),
	(29, 39, 0, 0),
	(30, 30, 0, 1),
	(30, 31, 0, 0);
INSERT INTO public.attendances VALUES
	(30, 32, 0, 0),
	(30, 33, 0, 1),
	(30, 34, 0, 0),
	(30, 35, 0, 0),
	(30, 36, 0, 0),
	(30, 37, 0, 0),
	(30, 38, 0, 0),
	(30, 39, 0, 0),
	(31, 30, 0, 0),
	(31, 31, 0, 0),
	(31, 32, 0, 0),
	(31, 33, 0, 0),
	(31, 34, 0, 1),
	(31, 35, 0, 1),
	(31, 36, 0, 0),
	(31, 37, 0, 0),
	(31, 38, 0, 0),
	(31, 39, 0, 0),
	(32, 30, 0, 0),
	(32, 31, 0, 0),
	(32, 32, 0, 0),
	(32, 33, 0, 0),
	(32, 34, 0, 0),
	(32, 35, 0, 0),
	(32, 36, 1, 0),
	(32, 37, 0, 0),
	(32, 38, 0, 0),
	(32, 39, 0, 1),
	(33, 30, 0, 0),
	(33, 31, 0, 0),
	(33, 32, 0, 0),
	(33, 33, 0, 0),
	(33, 34, 0, 0),
	(33, 35, 0, 0),
	(33, 36, 0, 0),
	(33, 37, 0, 0),
	(33, 38, 0, 0),
	(33, 39, 0, 0),
	(34, 30, 0, 0),
	(34, 31, 0, 0),
	(34, 32, 0, 0),
	(34, 33, 0, 1),
	(34, 34, 0, 0),
	(34, 35, 0, 0),
	(34, 36, 0, 0),
	(34, 37, 0, 0),
	(34, 38, 0, 0),
	(34, 39, 0, 0),
	(35, 30, 0, 0),
	(35, 31, 0, 0),
	(35, 32, 0, 0),
	(35, 33, 0, 0),
	(35, 34, 0, 0),
	(35, 35, 0, 1),
	(35, 36, 0, 0),
	(35, 37, 0, 0),
	(35, 38, 0, 0),
	(35, 39, 0, 0),
	(36, 30, 0, 0),
	(36, 31, 0, 0),
	(36, 32, 0, 0),
	(36, 33, 0, 0),
	(36, 34, 0, 1),
	(36, 35, 0, 0),
	(36, 36, 0, 0),
	(36, 37, 0, 0),
	(36, 38, 0, 0),
	(36, 39, 0, 0),
	(37, 40, 0, 0),
	(37, 41, 1, 0),
	(37, 42, 0, 0),
	(37, 43, 0, 0),
	(37, 44, 0, 1),
	(37, 45, 1, 0),
	(37, 46, 0, 0),
	(37, 47, 0, 0),
	(37, 48, 0, 0),
	(37, 49, 0, 0),
	(38, 40, 0, 0),
	(38, 41, 0, 0),
	(38, 42, 0, 1),
	(38, 43, 0, 0),
	(38, 44, 0, 0),
	(38, 45, 0, 0),
	(38, 46, 0, 0),
	(38, 47, 0, 0),
	(38, 48, 0, 0),
	(38, 49, 0, 0),
	(39, 40, 0, 0),
	(39, 41, 1, 0),
	(39, 42, 0, 0),
	(39, 43, 0, 0),
	(39, 44, 0, 1),
	(39, 45, 0, 0),
	(39, 46, 0, 0),
	(39, 47, 1, 0),
	(39, 48, 0, 0),
	(39, 49, 0, 0),
	(40, 40, 0, 0),
	(40, 41, 1, 0),
	(40, 42, 0, 0),
	(40, 43, 0, 0),
	(40, 44, 0, 0),
	(40, 45, 0, 0),
	(40, 46, 0, 1),
	(40, 47, 0, 0),
	(40, 48, 0, 0),
	(40, 49, 0, 0),
	(41, 40, 0, 0),
	(41, 41, 0, 0),
	(41, 42, 0, 0),
	(41, 43, 0, 0),
	(41, 44, 0, 0),
	(41, 45, 0, 0),
	(41, 46, 0, 0),
	(41, 47, 0, 1),
	(41, 48, 0, 0),
	(41, 49, 0, 0),
	(42, 40, 0, 0),
	(42, 41, 0, 0),
	(42, 42, 0, 0),
	(42, 43, 0, 0),
	(42, 44, 0, 0),
	(42, 45, 0, 0),
	(42, 46, 0, 1),
	(42, 47, 0, 0),
	(42, 48, 0, 0),
	(42, 49, 0, 1),
	(43, 40, 0, 1),
	(43, 41, 0, 0),
	(43, 42, 0, 0),
	(43, 43, 0, 0),
	(43, 44, 0, 0),
	(43, 45, 1, 0),
	(43, 46, 1, 0),
	(43, 47, 1, 0),
	(43, 48, 0, 0),
	(43, 49, 0, 0),
	(44, 40, 0, 0),
	(44, 41, 0, 1),
	(44, 42, 1, 0),
	(44, 43, 0, 0),
	(44, 44, 1, 0),
	(44, 45, 0, 0),
	(44, 46, 0, 0),
	(44, 47, 0, 0),
	(44, 48, 0, 0),
	(44, 49, 0, 0),
	(45, 40, 0, 1),
	(45, 41, 0, 0),
	(45, 42, 0, 0),
	(45, 43, 0, 0),
	(45, 44, 0, 0),
	(45, 45, 0, 0),
	(45, 46, 0, 0),
	(45, 47, 0, 0),
	(45, 48, 0, 0),
	(45, 49, 0, 1),
	(46, 40, 0, 0),
	(46, 41, 0, 0),
	(46, 42, 0, 0),
	(46, 43, 1, 0),
	(46, 44, 0, 0),
	(46, 45, 0, 0),
	(46, 46, 0, 0),
	(46, 47, 0, 1),
	(46, 48, 0, 0),
	(46, 49, 0, 0),
	(47, 40, 0, 1),
	(47, 41, 0, 0),
	(47, 42, 0, 0),
	(47, 43, 0, 0),
	(47, 44, 0, 0),
	(47, 45, 0, 0),
	(47, 46, 0, 0),
	(47, 47, 0, 0),
	(47, 48, 0, 0),
	(47, 49, 0, 0),
	(48, 40, 0, 0),
	(48, 41, 0, 0),
	(48, 42, 1, 0),
	(48, 43, 0, 0),
	(48, 44, 1, 0),
	(48, 45, 0, 0),
	(48, 46, 0, 0),
	(48, 47, 1, 0),
	(48, 48, 0, 0),
	(48, 49, 1, 0),
	(49, 50, 0, 0),
	(49, 51, 0, 0),
	(49, 52, 0, 0),
	(49, 53, 0, 1),
	(49, 54, 0, 0),
	(50, 50, 0, 0),
	(50, 51, 1, 0),
	(50, 52, 0, 0),
	(50, 53, 0, 0),
	(50, 54, 0, 0),
	(51, 50, 0, 0),
	(51, 51, 1, 0);
INSERT INTO public.attendances VALUES
	(51, 52, 0, 0),
	(51, 53, 0, 1),
	(51, 54, 0, 0),
	(52, 50, 0, 0),
	(52, 51, 0, 0),
	(52, 52, 0, 0),
	(52, 53, 0, 1),
	(52, 54, 0, 0),
	(53, 50, 0, 0),
	(53, 51, 1, 0),
	(53, 52, 1, 0),
	(53, 53, 0, 0),
	(53, 54, 0, 1),
	(54, 50, 0, 0),
	(54, 51, 0, 0),
	(54, 52, 0, 0),
	(54, 53, 1, 0),
	(54, 54, 0, 0),
	(55, 50, 0, 0),
	(55, 51, 0, 0),
	(55, 52, 0, 0),
	(55, 53, 1, 0),
	(55, 54, 0, 0),
	(56, 50, 0, 0),
	(56, 51, 0, 0),
	(56, 52, 0, 0),
	(56, 53, 1, 0),
	(56, 54, 0, 0),
	(57, 50, 0, 0),
	(57, 51, 0, 0),
	(57, 52, 0, 0),
	(57, 53, 0, 0),
	(57, 54, 0, 0),
	(58, 50, 1, 0),
	(58, 51, 1, 0),
	(58, 52, 0, 0),
	(58, 53, 0, 1),
	(58, 54, 0, 1),
	(59, 50, 0, 0),
	(59, 51, 0, 0),
	(59, 52, 0, 0),
	(59, 53, 1, 0),
	(59, 54, 0, 0),
	(60, 50, 0, 0),
	(60, 51, 1, 0),
	(60, 52, 1, 0),
	(60, 53, 0, 0),
	(60, 54, 0, 0),
	(61, 55, 0, 0),
	(61, 56, 0, 0),
	(61, 57, 0, 0),
	(61, 58, 0, 0),
	(61, 59, 0, 0),
	(61, 60, 0, 0),
	(61, 61, 0, 0),
	(61, 62, 0, 1),
	(61, 63, 0, 0),
	(61, 64, 0, 0),
	(61, 65, 0, 0),
	(61, 66, 0, 0),
	(61, 67, 0, 0),
	(61, 68, 0, 0),
	(61, 69, 0, 0),
	(61, 70, 0, 0),
	(61, 71, 0, 0),
	(61, 72, 0, 0),
	(61, 73, 0, 1),
	(61, 74, 0, 0),
	(61, 75, 0, 0),
	(61, 76, 0, 0),
	(61, 77, 0, 0),
	(61, 78, 0, 0),
	(62, 55, 0, 0),
	(62, 56, 0, 0),
	(62, 57, 0, 0),
	(62, 58, 0, 0),
	(62, 59, 0, 1),
	(62, 60, 0, 0),
	(62, 61, 0, 0),
	(62, 62, 0, 0),
	(62, 63, 0, 0),
	(62, 64, 0, 0),
	(62, 65, 0, 0),
	(62, 66, 0, 0),
	(62, 67, 0, 0),
	(62, 68, 0, 0),
	(62, 69, 0, 0),
	(62, 70, 0, 0),
	(62, 71, 0, 0),
	(62, 72, 0, 0),
	(62, 73, 0, 0),
	(62, 74, 0, 0),
	(62, 75, 0, 0),
	(62, 76, 0, 0),
	(62, 77, 1, 0),
	(62, 78, 0, 1),
	(63, 55, 0, 0),
	(63, 56, 0, 0),
	(63, 57, 0, 0),
	(63, 58, 1, 0),
	(63, 59, 1, 0),
	(63, 60, 0, 1),
	(63, 61, 1, 0),
	(63, 62, 0, 0),
	(63, 63, 0, 0),
	(63, 64, 0, 0),
	(63, 65, 1, 0),
	(63, 66, 0, 0),
	(63, 67, 0, 0),
	(63, 68, 1, 0),
	(63, 69, 0, 0),
	(63, 70, 0, 0),
	(63, 71, 1, 0),
	(63, 72, 0, 0),
	(63, 73, 0, 0),
	(63, 74, 0, 0),
	(63, 75, 1, 0),
	(63, 76, 0, 0),
	(63, 77, 0, 0),
	(63, 78, 0, 0),
	(64, 55, 0, 0),
	(64, 56, 0, 0),
	(64, 57, 0, 0),
	(64, 58, 0, 1),
	(64, 59, 0, 0),
	(64, 60, 0, 0),
	(64, 61, 0, 0),
	(64, 62, 0, 0),
	(64, 63, 0, 1),
	(64, 64, 0, 0),
	(64, 65, 0, 0),
	(64, 66, 0, 0),
	(64, 67, 0, 0),
	(64, 68, 1, 0),
	(64, 69, 0, 0),
	(64, 70, 0, 0),
	(64, 71, 1, 0),
	(64, 72, 0, 0),
	(64, 73, 0, 0),
	(64, 74, 0, 0),
	(64, 75, 0, 0),
	(64, 76, 0, 0),
	(64, 77, 0, 0),
	(64, 78, 1, 0),
	(65, 55, 0, 0),
	(65, 56, 0, 0),
	(65, 57, 0, 0),
	(65, 58, 0, 0),
	(65, 59, 0, 0),
	(65, 60, 0, 0),
	(65, 61, 0, 0),
	(65, 62, 0, 0),
	(65, 63, 0, 0),
	(65, 64, 0, 0),
	(65, 65, 0, 0),
	(65, 66, 0, 0),
	(65, 67, 0, 0),
	(65, 68, 0, 0),
	(65, 69, 0, 0),
	(65, 70, 0, 0),
	(65, 71, 0, 0),
	(65, 72, 1, 0),
	(65, 73, 0, 0),
	(65, 74, 0, 0),
	(65, 75, 0, 0),
	(65, 76, 0, 0),
	(65, 77, 0, 0),
	(65, 78, 0, 0),
	(66, 55, 0, 0),
	(66, 56, 0, 0),
	(66, 57, 0, 0),
	(66, 58, 0, 0),
	(66, 59, 0, 0),
	(66, 60, 0, 0),
	(66, 61, 1, 0),
	(66, 62, 0, 0),
	(66, 63, 0, 0),
	(66, 64, 0, 0),
	(66, 65, 0, 0),
	(66, 66, 0, 0),
	(66, 67, 0, 0),
	(66, 68, 0, 0),
	(66, 69, 0, 0),
	(66, 70, 0, 0),
	(66, 71, 0, 0),
	(66, 72, 0, 0),
	(66, 73, 0, 0),
	(66, 74, 0, 0),
	(66, 75, 0, 0),
	(66, 76, 0, 0),
	(66, 77, 0, 0),
	(66, 78, 0, 0),
	(67, 55, 1, 0),
	(67, 56, 0, 0),
	(67, 57, 1, 0),
	(67, 58, 0, 0),
	(67, 59, 0, 0),
	(67, 60, 0, 1),
	(67, 61, 0, 0),
	(67, 62, 0, 0);
INSERT INTO public.attendances VALUES
	(67, 63, 0, 0),
	(67, 64, 0, 0),
	(67, 65, 0, 0),
	(67, 66, 0, 0),
	(67, 67, 0, 0),
	(67, 68, 0, 0),
	(67, 69, 0, 0),
	(67, 70, 0, 0),
	(67, 71, 0, 0),
	(67, 72, 0, 0),
	(67, 73, 1, 0),
	(67, 74, 0, 0),
	(67, 75, 0, 0),
	(67, 76, 0, 0),
	(67, 77, 0, 0),
	(67, 78, 1, 0),
	(68, 55, 0, 0),
	(68, 56, 0, 0),
	(68, 57, 0, 0),
	(68, 58, 0, 0),
	(68, 59, 0, 0),
	(68, 60, 0, 0),
	(68, 61, 0, 0),
	(68, 62, 1, 0),
	(68, 63, 1, 0),
	(68, 64, 1, 0),
	(68, 65, 0, 0),
	(68, 66, 1, 0),
	(68, 67, 0, 0),
	(68, 68, 0, 0),
	(68, 69, 0, 0),
	(68, 70, 0, 0),
	(68, 71, 0, 0),
	(68, 72, 0, 0),
	(68, 73, 0, 0),
	(68, 74, 0, 0),
	(68, 75, 0, 0),
	(68, 76, 0, 0),
	(68, 77, 0, 0),
	(68, 78, 0, 0),
	(69, 55, 0, 0),
	(69, 56, 0, 1),
	(69, 57, 0, 0),
	(69, 58, 0, 0),
	(69, 59, 1, 0),
	(69, 60, 0, 0),
	(69, 61, 0, 0),
	(69, 62, 0, 1),
	(69, 63, 0, 0),
	(69, 64, 0, 0),
	(69, 65, 0, 1),
	(69, 66, 1, 0),
	(69, 67, 0, 0),
	(69, 68, 0, 0),
	(69, 69, 0, 0),
	(69, 70, 0, 0),
	(69, 71, 0, 0),
	(69, 72, 0, 0),
	(69, 73, 0, 0),
	(69, 74, 0, 0),
	(69, 75, 0, 0),
	(69, 76, 0, 1),
	(69, 77, 0, 0),
	(69, 78, 0, 0),
	(70, 55, 0, 0),
	(70, 56, 0, 0),
	(70, 57, 0, 0),
	(70, 58, 0, 0),
	(70, 59, 0, 0),
	(70, 60, 0, 0),
	(70, 61, 1, 0),
	(70, 62, 0, 0),
	(70, 63, 0, 0),
	(70, 64, 0, 0),
	(70, 65, 1, 0),
	(70, 66, 0, 0),
	(70, 67, 0, 0),
	(70, 68, 0, 0),
	(70, 69, 0, 0),
	(70, 70, 0, 0),
	(70, 71, 0, 0),
	(70, 72, 0, 0),
	(70, 73, 0, 0),
	(70, 74, 0, 0),
	(70, 75, 0, 0),
	(70, 76, 0, 0),
	(70, 77, 0, 0),
	(70, 78, 0, 0),
	(71, 55, 0, 0),
	(71, 56, 0, 0),
	(71, 57, 1, 0),
	(71, 58, 1, 0),
	(71, 59, 0, 0),
	(71, 60, 0, 0),
	(71, 61, 0, 0),
	(71, 62, 0, 0),
	(71, 63, 0, 0),
	(71, 64, 0, 0),
	(71, 65, 0, 0),
	(71, 66, 0, 0),
	(71, 67, 0, 0),
	(71, 68, 0, 0),
	(71, 69, 0, 0),
	(71, 70, 0, 0),
	(71, 71, 0, 0),
	(71, 72, 0, 0),
	(71, 73, 1, 0),
	(71, 74, 0, 0),
	(71, 75, 0, 0),
	(71, 76, 0, 0),
	(71, 77, 0, 0),
	(71, 78, 0, 0),
	(72, 55, 0, 0),
	(72, 56, 0, 0),
	(72, 57, 0, 0),
	(72, 58, 1, 0),
	(72, 59, 0, 0),
	(72, 60, 0, 0),
	(72, 61, 0, 0),
	(72, 62, 0, 0),
	(72, 63, 0, 0),
	(72, 64, 0, 0),
	(72, 65, 0, 0),
	(72, 66, 1, 0),
	(72, 67, 0, 0),
	(72, 68, 0, 0),
	(72, 69, 0, 0),
	(72, 70, 0, 0),
	(72, 71, 1, 0),
	(72, 72, 0, 0),
	(72, 73, 0, 0),
	(72, 74, 0, 0),
	(72, 75, 0, 0),
	(72, 76, 0, 0),
	(72, 77, 0, 0),
	(72, 78, 0, 0),
	(73, 79, 0, 1),
	(73, 80, 0, 0),
	(73, 81, 0, 0),
	(73, 82, 0, 0),
	(73, 83, 0, 0),
	(73, 84, 0, 0),
	(73, 85, 0, 0),
	(73, 86, 0, 0),
	(73, 87, 0, 0),
	(73, 88, 0, 0),
	(74, 79, 0, 0),
	(74, 80, 0, 0),
	(74, 81, 0, 0),
	(74, 82, 0, 0),
	(74, 83, 0, 1),
	(74, 84, 0, 0),
	(74, 85, 1, 0),
	(74, 86, 0, 0),
	(74, 87, 0, 0),
	(74, 88, 0, 0),
	(75, 79, 0, 0),
	(75, 80, 0, 0),
	(75, 81, 0, 0),
	(75, 82, 0, 0),
	(75, 83, 0, 0),
	(75, 84, 0, 0),
	(75, 85, 0, 0),
	(75, 86, 0, 0),
	(75, 87, 0, 0),
	(75, 88, 0, 0),
	(76, 79, 0, 0),
	(76, 80, 0, 1),
	(76, 81, 0, 0),
	(76, 82, 0, 1),
	(76, 83, 1, 0),
	(76, 84, 0, 0),
	(76, 85, 0, 0),
	(76, 86, 0, 0),
	(76, 87, 0, 0),
	(76, 88, 0, 0),
	(77, 79, 0, 0),
	(77, 80, 1, 0),
	(77, 81, 0, 1),
	(77, 82, 0, 0),
	(77, 83, 0, 0),
	(77, 84, 0, 0),
	(77, 85, 0, 0),
	(77, 86, 0, 0),
	(77, 87, 0, 0),
	(77, 88, 1, 0),
	(78, 79, 0, 0),
	(78, 80, 0, 0),
	(78, 81, 0, 0),
	(78, 82, 0, 0),
	(78, 83, 0, 0),
	(78, 84, 0, 0),
	(78, 85, 0, 0),
	(78, 86, 0, 0),
	(78, 87, 0, 0),
	(78, 88, 0, 0),
	(79, 79, 1, 0),
	(79, 80, 0, 0),
	(79, 81, 0, 0),
	(79, 82, 0, 0);
INSERT INTO public.attendances VALUES
	(79, 83, 0, 1),
	(79, 84, 0, 0),
	(79, 85, 0, 0),
	(79, 86, 0, 0),
	(79, 87, 0, 0),
	(79, 88, 0, 0),
	(80, 79, 0, 0),
	(80, 80, 0, 0),
	(80, 81, 0, 0),
	(80, 82, 0, 0),
	(80, 83, 0, 0),
	(80, 84, 0, 1),
	(80, 85, 0, 0),
	(80, 86, 0, 0),
	(80, 87, 0, 0),
	(80, 88, 0, 0),
	(81, 79, 0, 0),
	(81, 80, 0, 0),
	(81, 81, 0, 0),
	(81, 82, 0, 0),
	(81, 83, 0, 0),
	(81, 84, 0, 0),
	(81, 85, 1, 0),
	(81, 86, 1, 0),
	(81, 87, 0, 0),
	(81, 88, 0, 0),
	(82, 79, 0, 0),
	(82, 80, 0, 0),
	(82, 81, 1, 0),
	(82, 82, 0, 0),
	(82, 83, 0, 0),
	(82, 84, 0, 0),
	(82, 85, 0, 0),
	(82, 86, 1, 0),
	(82, 87, 0, 1),
	(82, 88, 1, 0),
	(83, 79, 0, 0),
	(83, 80, 0, 0),
	(83, 81, 0, 0),
	(83, 82, 0, 0),
	(83, 83, 0, 0),
	(83, 84, 0, 0),
	(83, 85, 0, 0),
	(83, 86, 0, 0),
	(83, 87, 0, 0),
	(83, 88, 0, 0),
	(84, 79, 0, 0),
	(84, 80, 0, 0),
	(84, 81, 0, 0),
	(84, 82, 0, 0),
	(84, 83, 0, 0),
	(84, 84, 0, 1),
	(84, 85, 0, 1),
	(84, 86, 0, 0),
	(84, 87, 1, 0),
	(84, 88, 1, 0),
	(85, 89, 0, 0),
	(85, 90, 0, 0),
	(85, 91, 0, 0),
	(85, 92, 0, 0),
	(85, 93, 0, 0),
	(85, 94, 0, 0),
	(85, 95, 1, 0),
	(85, 96, 0, 1),
	(85, 97, 0, 0),
	(85, 98, 0, 0),
	(86, 89, 0, 0),
	(86, 90, 0, 0),
	(86, 91, 0, 0),
	(86, 92, 0, 0),
	(86, 93, 0, 0),
	(86, 94, 0, 0),
	(86, 95, 0, 0),
	(86, 96, 0, 1),
	(86, 97, 0, 0),
	(86, 98, 0, 0),
	(87, 89, 0, 0),
	(87, 90, 0, 0),
	(87, 91, 0, 0),
	(87, 92, 0, 0),
	(87, 93, 0, 0),
	(87, 94, 0, 0),
	(87, 95, 1, 0),
	(87, 96, 0, 0),
	(87, 97, 0, 0),
	(87, 98, 0, 0),
	(88, 89, 0, 0),
	(88, 90, 0, 0),
	(88, 91, 0, 0),
	(88, 92, 0, 0),
	(88, 93, 1, 0),
	(88, 94, 1, 0),
	(88, 95, 1, 0),
	(88, 96, 0, 1),
	(88, 97, 0, 0),
	(88, 98, 0, 0),
	(89, 89, 0, 0),
	(89, 90, 0, 0),
	(89, 91, 0, 0),
	(89, 92, 0, 0),
	(89, 93, 0, 0),
	(89, 94, 0, 0),
	(89, 95, 0, 0),
	(89, 96, 0, 0),
	(89, 97, 0, 0),
	(89, 98, 0, 0),
	(90, 89, 0, 0),
	(90, 90, 0, 1),
	(90, 91, 0, 0),
	(90, 92, 1, 0),
	(90, 93, 1, 0),
	(90, 94, 1, 0),
	(90, 95, 1, 0),
	(90, 96, 0, 0),
	(90, 97, 1, 0),
	(90, 98, 0, 0),
	(91, 89, 0, 0),
	(91, 90, 0, 0),
	(91, 91, 0, 0),
	(91, 92, 0, 0),
	(91, 93, 0, 0),
	(91, 94, 1, 0),
	(91, 95, 0, 0),
	(91, 96, 0, 0),
	(91, 97, 0, 0),
	(91, 98, 0, 0),
	(92, 89, 1, 0),
	(92, 90, 0, 0),
	(92, 91, 0, 0),
	(92, 92, 0, 1),
	(92, 93, 0, 1),
	(92, 94, 0, 0),
	(92, 95, 0, 0),
	(92, 96, 0, 0),
	(92, 97, 0, 0),
	(92, 98, 1, 0),
	(93, 89, 0, 0),
	(93, 90, 0, 0),
	(93, 91, 0, 1),
	(93, 92, 0, 0),
	(93, 93, 0, 0),
	(93, 94, 0, 0),
	(93, 95, 1, 0),
	(93, 96, 1, 0),
	(93, 97, 0, 1),
	(93, 98, 0, 0),
	(94, 89, 0, 0),
	(94, 90, 0, 0),
	(94, 91, 0, 0),
	(94, 92, 0, 0),
	(94, 93, 0, 0),
	(94, 94, 0, 0),
	(94, 95, 0, 0),
	(94, 96, 0, 0),
	(94, 97, 0, 0),
	(94, 98, 0, 0),
	(95, 89, 0, 0),
	(95, 90, 0, 0),
	(95, 91, 0, 0),
	(95, 92, 0, 0),
	(95, 93, 0, 0),
	(95, 94, 0, 0),
	(95, 95, 1, 0),
	(95, 96, 0, 0),
	(95, 97, 0, 0),
	(95, 98, 0, 0),
	(96, 89, 0, 1),
	(96, 90, 0, 0),
	(96, 91, 0, 0),
	(96, 92, 0, 0),
	(96, 93, 0, 0),
	(96, 94, 0, 0),
	(96, 95, 0, 0),
	(96, 96, 0, 0),
	(96, 97, 0, 0),
	(96, 98, 0, 0),
	(97, 99, 1, 0),
	(97, 100, 1, 0),
	(97, 101, 1, 0),
	(97, 102, 1, 0),
	(97, 103, 0, 0),
	(97, 104, 0, 0),
	(97, 105, 0, 0),
	(97, 106, 0, 0),
	(97, 107, 0, 1),
	(97, 108, 0, 0),
	(98, 99, 0, 1),
	(98, 100, 0, 1),
	(98, 101, 0, 0),
	(98, 102, 0, 0),
	(98, 103, 1, 0),
	(98, 104, 0, 0),
	(98, 105, 1, 0),
	(98, 106, 1, 0),
	(98, 107, 0, 0),
	(98, 108, 0, 0),
	(99, 99, 0, 0),
	(99, 100, 0, 1),
	(99, 101, 0, 0),
	(99, 102, 0, 0);
INSERT INTO public.attendances VALUES
	(99, 103, 0, 0),
	(99, 104, 0, 0),
	(99, 105, 0, 0),
	(99, 106, 0, 0),
	(99, 107, 0, 0),
	(99, 108, 0, 1),
	(100, 99, 0, 0),
	(100, 100, 0, 0),
	(100, 101, 0, 0),
	(100, 102, 0, 0),
	(100, 103, 0, 0),
	(100, 104, 1, 0),
	(100, 105, 0, 0),
	(100, 106, 0, 0),
	(100, 107, 0, 0),
	(100, 108, 0, 0),
	(101, 99, 0, 1),
	(101, 100, 0, 0),
	(101, 101, 0, 0),
	(101, 102, 0, 0),
	(101, 103, 1, 0),
	(101, 104, 0, 0),
	(101, 105, 1, 0),
	(101, 106, 1, 0),
	(101, 107, 1, 0),
	(101, 108, 1, 0),
	(102, 99, 0, 0),
	(102, 100, 0, 0),
	(102, 101, 0, 0),
	(102, 102, 0, 0),
	(102, 103, 1, 0),
	(102, 104, 0, 0),
	(102, 105, 0, 0),
	(102, 106, 0, 0),
	(102, 107, 0, 0),
	(102, 108, 0, 0),
	(103, 99, 0, 0),
	(103, 100, 0, 0),
	(103, 101, 0, 1),
	(103, 102, 0, 0),
	(103, 103, 0, 0),
	(103, 104, 0, 1),
	(103, 105, 0, 0),
	(103, 106, 0, 0),
	(103, 107, 0, 0),
	(103, 108, 1, 0),
	(104, 99, 1, 0),
	(104, 100, 0, 0),
	(104, 101, 0, 0),
	(104, 102, 0, 0),
	(104, 103, 0, 0),
	(104, 104, 0, 0),
	(104, 105, 0, 0),
	(104, 106, 0, 0),
	(104, 107, 0, 0),
	(104, 108, 1, 0),
	(105, 99, 0, 0),
	(105, 100, 0, 0),
	(105, 101, 0, 1),
	(105, 102, 0, 0),
	(105, 103, 0, 0),
	(105, 104, 1, 0),
	(105, 105, 0, 0),
	(105, 106, 0, 0),
	(105, 107, 0, 0),
	(105, 108, 0, 0),
	(106, 99, 0, 1),
	(106, 100, 0, 0),
	(106, 101, 0, 0),
	(106, 102, 0, 0),
	(106, 103, 0, 0),
	(106, 104, 0, 0),
	(106, 105, 0, 0),
	(106, 106, 0, 0),
	(106, 107, 0, 0),
	(106, 108, 0, 0),
	(107, 99, 0, 0),
	(107, 100, 1, 0),
	(107, 101, 0, 0),
	(107, 102, 1, 0),
	(107, 103, 1, 0),
	(107, 104, 0, 0),
	(107, 105, 1, 0),
	(107, 106, 0, 0),
	(107, 107, 0, 1),
	(107, 108, 1, 0),
	(108, 99, 0, 1),
	(108, 100, 0, 0),
	(108, 101, 0, 0),
	(108, 102, 0, 0),
	(108, 103, 0, 0),
	(108, 104, 0, 0),
	(108, 105, 1, 0),
	(108, 106, 0, 0),
	(108, 107, 0, 0),
	(108, 108, 0, 0),
	(109, 109, 0, 0),
	(109, 110, 0, 0),
	(109, 111, 0, 0),
	(109, 112, 0, 1),
	(109, 113, 0, 0),
	(110, 109, 0, 0),
	(110, 110, 1, 0),
	(110, 111, 0, 1),
	(110, 112, 0, 0),
	(110, 113, 0, 0),
	(111, 109, 0, 0),
	(111, 110, 0, 0),
	(111, 111, 1, 0),
	(111, 112, 0, 0),
	(111, 113, 1, 0),
	(112, 109, 0, 0),
	(112, 110, 0, 0),
	(112, 111, 0, 0),
	(112, 112, 1, 0),
	(112, 113, 0, 0),
	(113, 109, 0, 1),
	(113, 110, 0, 0),
	(113, 111, 0, 0),
	(113, 112, 1, 0),
	(113, 113, 0, 0),
	(114, 109, 0, 0),
	(114, 110, 0, 0),
	(114, 111, 0, 0),
	(114, 112, 0, 1),
	(114, 113, 0, 0),
	(115, 109, 0, 0),
	(115, 110, 0, 0),
	(115, 111, 0, 0),
	(115, 112, 0, 0),
	(115, 113, 0, 0),
	(116, 109, 0, 0),
	(116, 110, 0, 1),
	(116, 111, 0, 0),
	(116, 112, 0, 0),
	(116, 113, 0, 0),
	(117, 109, 0, 0),
	(117, 110, 0, 0),
	(117, 111, 0, 0),
	(117, 112, 1, 0),
	(117, 113, 0, 0),
	(118, 109, 1, 0),
	(118, 110, 0, 0),
	(118, 111, 0, 0),
	(118, 112, 0, 0),
	(118, 113, 1, 0),
	(119, 109, 0, 0),
	(119, 110, 0, 0),
	(119, 111, 0, 0),
	(119, 112, 0, 0),
	(119, 113, 0, 0),
	(120, 109, 0, 0),
	(120, 110, 1, 0),
	(120, 111, 0, 0),
	(120, 112, 0, 0),
	(120, 113, 0, 0),
	(121, 114, 0, 0),
	(121, 115, 0, 0),
	(121, 116, 0, 0),
	(121, 117, 0, 0),
	(121, 118, 0, 0),
	(121, 119, 0, 0),
	(121, 120, 0, 0),
	(121, 121, 0, 0),
	(121, 122, 0, 0),
	(121, 123, 0, 0),
	(121, 124, 0, 0),
	(121, 125, 0, 0),
	(121, 126, 1, 0),
	(121, 127, 0, 0),
	(121, 128, 1, 0),
	(121, 129, 1, 0),
	(121, 130, 1, 0),
	(121, 131, 0, 0),
	(121, 132, 0, 0),
	(121, 133, 0, 0),
	(121, 134, 0, 0),
	(121, 135, 0, 0),
	(121, 136, 0, 1),
	(121, 137, 0, 0),
	(122, 114, 0, 0),
	(122, 115, 0, 0),
	(122, 116, 0, 0),
	(122, 117, 0, 0),
	(122, 118, 0, 0),
	(122, 119, 1, 0),
	(122, 120, 0, 0),
	(122, 121, 0, 0),
	(122, 122, 0, 0),
	(122, 123, 0, 0),
	(122, 124, 0, 0),
	(122, 125, 0, 0),
	(122, 126, 0, 1),
	(122, 127, 0, 0),
	(122, 128, 0, 0),
	(122, 129, 0, 0),
	(122, 130, 0, 0),
	(122, 131, 0, 0),
	(122, 132, 1, 0),
	(122, 133, 0, 0);
INSERT INTO public.attendances VALUES
	(122, 134, 0, 0),
	(122, 135, 0, 0),
	(122, 136, 0, 0),
	(122, 137, 0, 0),
	(123, 114, 0, 0),
	(123, 115, 0, 1),
	(123, 116, 0, 0),
	(123, 117, 1, 0),
	(123, 118, 1, 0),
	(123, 119, 0, 0),
	(123, 120, 0, 0),
	(123, 121, 0, 0),
	(123, 122, 0, 0),
	(123, 123, 0, 0),
	(123, 124, 0, 0),
	(123, 125, 0, 0),
	(123, 126, 0, 0),
	(123, 127, 0, 0),
	(123, 128, 0, 0),
	(123, 129, 0, 0),
	(123, 130, 0, 0),
	(123, 131, 0, 0),
	(123, 132, 0, 0),
	(123, 133, 0, 0),
	(123, 134, 0, 0),
	(123, 135, 0, 0),
	(123, 136, 0, 0),
	(123, 137, 0, 0),
	(124, 114, 0, 0),
	(124, 115, 0, 0),
	(124, 116, 0, 0),
	(124, 117, 0, 0),
	(124, 118, 0, 0),
	(124, 119, 0, 0),
	(124, 120, 0, 0),
	(124, 121, 0, 0),
	(124, 122, 0, 0),
	(124, 123, 0, 0),
	(124, 124, 0, 0),
	(124, 125, 1, 0),
	(124, 126, 1, 0),
	(124, 127, 0, 0),
	(124, 128, 0, 0),
	(124, 129, 1, 0),
	(124, 130, 0, 0),
	(124, 131, 0, 0),
	(124, 132, 0, 0),
	(124, 133, 0, 0),
	(124, 134, 0, 0),
	(124, 135, 1, 0),
	(124, 136, 0, 0),
	(124, 137, 0, 0),
	(125, 114, 1, 0),
	(125, 115, 0, 0),
	(125, 116, 0, 0),
	(125, 117, 0, 0),
	(125, 118, 0, 0),
	(125, 119, 0, 0),
	(125, 120, 0, 0),
	(125, 121, 0, 0),
	(125, 122, 0, 0),
	(125, 123, 0, 0),
	(125, 124, 0, 0),
	(125, 125, 0, 0),
	(125, 126, 0, 0),
	(125, 127, 0, 0),
	(125, 128, 0, 0),
	(125, 129, 0, 0),
	(125, 130, 0, 0),
	(125, 131, 0, 0),
	(125, 132, 0, 0),
	(125, 133, 0, 0),
	(125, 134, 0, 0),
	(125, 135, 0, 0),
	(125, 136, 0, 0),
	(125, 137, 0, 0),
	(126, 114, 0, 0),
	(126, 115, 0, 0),
	(126, 116, 0, 0),
	(126, 117, 0, 0),
	(126, 118, 0, 0),
	(126, 119, 0, 0),
	(126, 120, 1, 0),
	(126, 121, 0, 0),
	(126, 122, 0, 0),
	(126, 123, 0, 0),
	(126, 124, 1, 0),
	(126, 125, 0, 0),
	(126, 126, 0, 0),
	(126, 127, 1, 0),
	(126, 128, 0, 0),
	(126, 129, 0, 0),
	(126, 130, 0, 0),
	(126, 131, 1, 0),
	(126, 132, 0, 0),
	(126, 133, 0, 0),
	(126, 134, 0, 0),
	(126, 135, 0, 0),
	(126, 136, 1, 0),
	(126, 137, 0, 0),
	(127, 114, 1, 0),
	(127, 115, 1, 0),
	(127, 116, 0, 0),
	(127, 117, 0, 0),
	(127, 118, 0, 0),
	(127, 119, 0, 0),
	(127, 120, 0, 0),
	(127, 121, 0, 0),
	(127, 122, 0, 0),
	(127, 123, 1, 0),
	(127, 124, 0, 0),
	(127, 125, 0, 0),
	(127, 126, 0, 0),
	(127, 127, 0, 0),
	(127, 128, 0, 0),
	(127, 129, 0, 0),
	(127, 130, 0, 0),
	(127, 131, 0, 0),
	(127, 132, 0, 0),
	(127, 133, 0, 0),
	(127, 134, 0, 0),
	(127, 135, 0, 0),
	(127, 136, 0, 0),
	(127, 137, 1, 0),
	(128, 114, 0, 0),
	(128, 115, 0, 0),
	(128, 116, 0, 0),
	(128, 117, 0, 0),
	(128, 118, 0, 0),
	(128, 119, 1, 0),
	(128, 120, 0, 0),
	(128, 121, 0, 0),
	(128, 122, 1, 0),
	(128, 123, 0, 0),
	(128, 124, 0, 0),
	(128, 125, 1, 0),
	(128, 126, 0, 0),
	(128, 127, 1, 0),
	(128, 128, 0, 0),
	(128, 129, 0, 0),
	(128, 130, 0, 0),
	(128, 131, 1, 0),
	(128, 132, 0, 0),
	(128, 133, 0, 0),
	(128, 134, 0, 0),
	(128, 135, 0, 0),
	(128, 136, 0, 0),
	(128, 137, 0, 0),
	(129, 114, 0, 0),
	(129, 115, 0, 0),
	(129, 116, 0, 0),
	(129, 117, 0, 0),
	(129, 118, 0, 0),
	(129, 119, 0, 0),
	(129, 120, 0, 0),
	(129, 121, 0, 0),
	(129, 122, 0, 0),
	(129, 123, 1, 0),
	(129, 124, 0, 0),
	(129, 125, 0, 0),
	(129, 126, 0, 0),
	(129, 127, 1, 0),
	(129, 128, 0, 0),
	(129, 129, 0, 0),
	(129, 130, 0, 0),
	(129, 131, 0, 0),
	(129, 132, 0, 0),
	(129, 133, 0, 1),
	(129, 134, 1, 0),
	(129, 135, 0, 0),
	(129, 136, 0, 0),
	(129, 137, 0, 0),
	(130, 114, 0, 0),
	(130, 115, 0, 0),
	(130, 116, 0, 0),
	(130, 117, 1, 0),
	(130, 118, 0, 0),
	(130, 119, 1, 0),
	(130, 120, 0, 0),
	(130, 121, 0, 0),
	(130, 122, 0, 0),
	(130, 123, 1, 0),
	(130, 124, 0, 0),
	(130, 125, 0, 0),
	(130, 126, 0, 1),
	(130, 127, 0, 1),
	(130, 128, 0, 0),
	(130, 129, 0, 0),
	(130, 130, 0, 0),
	(130, 131, 0, 0),
	(130, 132, 0, 0),
	(130, 133, 0, 0),
	(130, 134, 1, 0),
	(130, 135, 0, 0),
	(130, 136, 0, 0),
	(130, 137, 0, 0),
	(131, 114, 0, 0),
	(131, 115, 0, 0),
	(131, 116, 0, 0),
	(131, 117, 0, 0);
INSERT INTO public.attendances VALUES
	(131, 118, 0, 0),
	(131, 119, 1, 0),
	(131, 120, 0, 0),
	(131, 121, 0, 0),
	(131, 122, 0, 0),
	(131, 123, 0, 1),
	(131, 124, 0, 0),
	(131, 125, 0, 0),
	(131, 126, 0, 0),
	(131, 127, 0, 0),
	(131, 128, 0, 0),
	(131, 129, 0, 1),
	(131, 130, 1, 0),
	(131, 131, 0, 0),
	(131, 132, 0, 1),
	(131, 133, 0, 1),
	(131, 134, 0, 0),
	(131, 135, 0, 0),
	(131, 136, 1, 0),
	(131, 137, 0, 0),
	(132, 114, 0, 0),
	(132, 115, 0, 0),
	(132, 116, 0, 0),
	(132, 117, 0, 1),
	(132, 118, 1, 0),
	(132, 119, 0, 0),
	(132, 120, 0, 0),
	(132, 121, 1, 0),
	(132, 122, 0, 0),
	(132, 123, 0, 0),
	(132, 124, 0, 0),
	(132, 125, 0, 0),
	(132, 126, 0, 0),
	(132, 127, 0, 0),
	(132, 128, 0, 0),
	(132, 129, 1, 0),
	(132, 130, 1, 0),
	(132, 131, 0, 0),
	(132, 132, 0, 0),
	(132, 133, 0, 0),
	(132, 134, 0, 0),
	(132, 135, 1, 0),
	(132, 136, 0, 0),
	(132, 137, 0, 0),
	(133, 138, 0, 0),
	(133, 139, 0, 0),
	(133, 140, 0, 0),
	(133, 141, 0, 0),
	(133, 142, 0, 0),
	(133, 143, 0, 0),
	(133, 144, 0, 0),
	(133, 145, 0, 0),
	(133, 146, 0, 0),
	(134, 138, 1, 0),
	(134, 139, 0, 0),
	(134, 140, 1, 0),
	(134, 141, 0, 0),
	(134, 142, 0, 0),
	(134, 143, 0, 0),
	(134, 144, 0, 0),
	(134, 145, 0, 0),
	(134, 146, 0, 0),
	(135, 138, 0, 0),
	(135, 139, 0, 0),
	(135, 140, 0, 1),
	(135, 141, 0, 0),
	(135, 142, 0, 0),
	(135, 143, 0, 0),
	(135, 144, 0, 0),
	(135, 145, 0, 0),
	(135, 146, 1, 0),
	(136, 138, 0, 1),
	(136, 139, 0, 0),
	(136, 140, 1, 0),
	(136, 141, 0, 0),
	(136, 142, 0, 0),
	(136, 143, 0, 0),
	(136, 144, 0, 0),
	(136, 145, 0, 1),
	(136, 146, 1, 0),
	(137, 138, 1, 0),
	(137, 139, 0, 0),
	(137, 140, 0, 0),
	(137, 141, 0, 0),
	(137, 142, 0, 0),
	(137, 143, 0, 0),
	(137, 144, 0, 0),
	(137, 145, 1, 0),
	(137, 146, 0, 0),
	(138, 138, 1, 0),
	(138, 139, 1, 0),
	(138, 140, 0, 0),
	(138, 141, 0, 0),
	(138, 142, 0, 0),
	(138, 143, 0, 1),
	(138, 144, 0, 0),
	(138, 145, 0, 0),
	(138, 146, 0, 0),
	(139, 138, 0, 0),
	(139, 139, 0, 0),
	(139, 140, 1, 0),
	(139, 141, 0, 0),
	(139, 142, 0, 0),
	(139, 143, 0, 0),
	(139, 144, 0, 0),
	(139, 145, 0, 0),
	(139, 146, 0, 0),
	(140, 138, 0, 0),
	(140, 139, 0, 0),
	(140, 140, 0, 0),
	(140, 141, 1, 0),
	(140, 142, 0, 0),
	(140, 143, 0, 1),
	(140, 144, 1, 0),
	(140, 145, 0, 1),
	(140, 146, 0, 0),
	(141, 138, 1, 0),
	(141, 139, 0, 0),
	(141, 140, 1, 0),
	(141, 141, 0, 0),
	(141, 142, 0, 0),
	(141, 143, 0, 0),
	(141, 144, 0, 0),
	(141, 145, 0, 0),
	(141, 146, 0, 0),
	(142, 138, 0, 0),
	(142, 139, 0, 0),
	(142, 140, 0, 0),
	(142, 141, 0, 0),
	(142, 142, 0, 0),
	(142, 143, 0, 0),
	(142, 144, 0, 0),
	(142, 145, 0, 0),
	(142, 146, 0, 0),
	(143, 138, 0, 0),
	(143, 139, 0, 0),
	(143, 140, 0, 0),
	(143, 141, 1, 0),
	(143, 142, 0, 0),
	(143, 143, 0, 0),
	(143, 144, 0, 0),
	(143, 145, 1, 0),
	(143, 146, 0, 0),
	(144, 138, 0, 0),
	(144, 139, 0, 0),
	(144, 140, 0, 0),
	(144, 141, 0, 0),
	(144, 142, 0, 0),
	(144, 143, 0, 0),
	(144, 144, 0, 0),
	(144, 145, 0, 0),
	(144, 146, 0, 0);


--
-- Data for Name: audit_log; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: auth_sessions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.auth_sessions VALUES
	('842eddca3f04e9606cc42eebce86ec43', 1, 1, '2026-11-25T11:02:43.004Z', '2026-12-25T11:02:43.004Z', NULL);


--
-- Data for Name: group_coaches; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.group_coaches VALUES
	(6, 8),
	(7, 4),
	(8, 5),
	(9, 6),
	(10, 7),
	(11, 3),
	(11, 8),
	(12, 4),
	(13, 5),
	(14, 6),
	(15, 7),
	(16, 3),
	(17, 4);


--
-- Data for Name: group_next; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.group_next VALUES
	(6, 6),
	(6, 11),
	(7, 7),
	(7, 12),
	(8, 8),
	(8, 13),
	(9, 9),
	(9, 14),
	(10, 10),
	(11, 11),
	(11, 16),
	(12, 12),
	(12, 17),
	(13, 13),
	(14, 14),
	(15, 15),
	(16, 16),
	(17, 17);


--
-- Data for Name: groups; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.groups VALUES
	(1, 'Aucun', 0, 0, 1, NULL, NULL, 0, 0, '', 1, 'NONE', 1, 2),
	(5, 'Membres retirés', 0, 0, 1, NULL, NULL, 0, 0, '', 1, 'REMOVED', 1, 2),
	(6, 'Éveil aquatique', 22000, 21000, 2, 2, 1, 0, 1, 'eveilaquatique@example.org', 1, NULL, 1, 19),
	(7, 'Water-polo U9', 28000, 26000, 3, 3, 3, 0, 1, 'waterpolou9@example.org', 1, NULL, 1, 10),
	(8, 'Plongeon découverte', 24000, 24000, 4, 2, 5, 0, 1, 'plongeondecouverte@example.org', 1, NULL, 1, 10),
	(9, 'Natation artistique éveil', 24000, 22000, 5, 2, 7, 0, 1, 'natationartistiqueeveil@example.org,synchro@example.org', 1, NULL, 1, 10),
	(10, 'Officiels', 0, 0, 6, 1, 10, 1, 0, 'officiels@example.org', 0, NULL, 1, 5),
	(11, 'École de natation 1', 24000, 23000, 2, 2, 1, 0, 1, 'ecoledenatation1@example.org,natation@example.org', 1, NULL, 1, 24),
	(12, 'Water-polo U11', 30000, 30000, 3, 3, 3, 1, 1, 'waterpolou11@example.org', 1, NULL, 1, 10),
	(13, 'Plongeon loisir', 26000, 23000, 4, 2, 5, 0, 1, 'plongeonloisir@example.org', 1, NULL, 1, 10),
	(14, 'Natation artistique loisir', 27000, 26000, 5, 2, 7, 0, 1, 'natationartistiqueloisir@example.org', 1, NULL, 1, 10),
	(15, 'Nage avec palmes', 28000, 28000, 6, 2, 8, 0, 1, 'nageavecpalmes@example.org', 1, NULL, 1, 5),
	(16, 'École de natation 2', 24000, 23000, 2, 2, 1, 0, 1, 'ecoledenatation2@example.org', 1, NULL, 1, 24),
	(17, 'Water-polo U13', 32000, 31000, 3, 3, 3, 1, 1, 'waterpolou13@example.org,waterpolo@example.org', 1, NULL, 1, 9);


--
-- Data for Name: guardians; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.guardians VALUES
	(1, 'Aube', 'Pierre', 'aubepierre148@example.org', '+37763845787', 'pierre.agnes828@example.net', '+37766125178', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(2, 'Abelin', 'Charpentier', 'abelin.charpentier@example.com', '0741359920', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 2, DEFAULT, DEFAULT, DEFAULT),
	(3, 'Daniel', 'Girard', 'dgirard@example.org', '0665707962', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(4, 'Loïc', 'Renault', 'loicrenault@example.org', '0653075853', NULL, '+37767338386', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(5, 'Gautier', 'Dufour', 'gautier.dufour316@example.net', '0670806139', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(6, 'Anicée', 'Adam', 'adam.anicee@example.org', '0678396574', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 2, DEFAULT, DEFAULT, DEFAULT),
	(7, 'Eulalie', 'Pierre', 'pierre.eulalie@example.org', '0799909234', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(8, 'Gervais', 'Brun', 'brun.gervais@example.com', '0627660100', 'abrun570@example.org', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(9, 'Malo', 'Deschamps', 'malo.deschamps@example.com', '+37763728768', 'sylviane.deschamps16@example.com', '+37763941200', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(10, 'Marie', 'Cousin', 'mcousin959@example.com', '+37760472458', 'bcousin683@example.com', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(11, 'Fabrice', 'Charles', 'fcharles@example.com', '0609823862', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(12, 'Conception', 'Legrand', 'clegrand@example.net', '0631649822', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(13, 'Justine', 'Gonzalez', 'justinegonzalez@example.com', '0639270562', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(14, 'Sylvestre', 'Gauthier', 'sylvestre.gauthier@example.net', '0661544166', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(15, 'Moïsette', 'Pons', 'mpons@example.com', '0798481623', NULL, NULL, 'en', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(16, 'Gisèle', 'Pierre', 'gisele.pierre@example.org', '0635169241', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(17, 'Béranger', 'Philippe', 'philippe.beranger715@example.com', '0742943532', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(18, 'Rosalie', 'Olivier', 'rosalie.olivier@example.com', '+37767472389', 'olivier.abel@example.org', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(19, 'Anaëlle', 'Huet', 'huet.anaelle558@example.net', '+37764749538', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(20, 'Amour', 'Morel', 'amorel@example.net', '0695266799', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(21, 'Suzon', 'Roy', 'roy.suzon266@example.com', '+37769290750', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(22, 'Oriane', 'Meunier', 'oriane.meunier@example.net', '0648851201', 'francisquemeunier@example.com', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(23, 'Roger', 'Berger', 'rogerberger578@example.org', '+37768561627', 'claudineberger@example.org', '0614326292', 'en', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(24, 'Armance', 'Guyot', 'armanceguyot@example.org', '0776511006', NULL, '0650802445', 'en', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(25, 'Sylvie', 'Morin', 'sylviemorin671@example.net', '0693090482', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(26, 'Léopold', 'Marie', 'marie.leopold@example.com', '0668872025', 'camille.marie@example.net', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(27, 'Raoul', 'Perrin', 'raoul.perrin@example.com', '0797738387', NULL, '0760258289', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(28, 'Dimitri', 'Carpentier', 'dcarpentier@example.com', '0737537541', NULL, '0793179493', 'en', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(29, 'Laurent', 'Masson', 'lmasson303@example.com', '0707722149', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(30, 'Hector', 'Joly', 'joly.hector@example.net', '+37766033088', 'jjoly396@example.org', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(31, 'Brunehaut', 'Michel', 'brunehautmichel@example.org', '0629745832', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(32, 'Aimable', 'Collet', 'aimablecollet@example.net', '0752589347', NULL, '+37764276974', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(33, 'Avigaëlle', 'Berger', 'avigaelle.berger@example.org', '0606903051', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(34, 'Lucie', 'Benoit', 'lbenoit@example.org', '+37764506935', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(35, 'Bruno', 'Meyer', 'brunomeyer50@example.net', '0633611955', NULL, '+37760779910', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(36, 'Stanislas', 'Laine', 'stanislas.laine@example.net', '0601194482', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(37, 'Christiane', 'Giraud', 'giraud.christiane100@example.org', '0715907342', NULL, NULL, 'en', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(38, 'Agnane', 'Gonzalez', 'agnanegonzalez@example.net', '0762849011', NULL, '0752841516', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(39, 'Viviane', 'Martinez', 'viviane.martinez@example.com', '0608351914', 'chloe.martinez@example.org', '0658600015', 'en', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(40, 'Armeline', 'Dufour', 'adufour@example.net', '+37767879236', 'dufour.marcel@example.com', '+37760619138', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(41, 'Achille', 'Martin', 'amartin@example.com', '+37764270918', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(42, 'Éric', 'Guillot', 'ericguillot@example.org', '+37762354339', NULL, NULL, 'en', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(43, 'Perceval', 'Berger', 'percevalberger801@example.com', '0776006441', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(44, 'Maurice', 'Guerin', 'mauriceguerin81@example.net', '0779967077', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(45, 'Beuve', 'Legrand', 'beuve.legrand553@example.com', '0656778715', NULL, '0743457822', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(46, 'Amande', 'Laine', 'alaine977@example.com', '+37769583282', 'alaine@example.org', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(47, 'Claire', 'Morin', 'clairemorin@example.net', '+37760185707', 'morin.wandrille167@example.org', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(48, 'Christian', 'Rodriguez', 'rodriguez.christian5@example.com', '+37767313225', NULL, '0691593274', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(49, 'Camille', 'Francois', 'cfrancois635@example.org', '+37767423703', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(50, 'Camille', 'Lemaire', 'lemaire.camille367@example.org', '+37765082653', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(51, 'Achille', 'Guillaume', 'aguillaume89@example.net', '+37763499014', 'guillaume.clarence856@example.net', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(52, 'Réjeanne', 'Picard', 'rejeanne.picard209@example.org', '0749629534', 'apicard@example.net', '0763202825', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(53, 'Maxime', 'Perez', 'maximeperez@example.org', '+37765970272', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(54, 'Maxime', 'Perrin', 'mperrin597@example.org', '0697895855', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(55, 'Conception', 'Rey', 'conceptionrey@example.org', '0626794677', 'malo.rey680@example.com', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(56, 'Joachim', 'Adam', 'jadam681@example.com', '+37762237124', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(57, 'Betty', 'Rousseau', 'bettyrousseau@example.org', '0746244202', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(58, 'Angélique', 'Dumas', 'dumas.angelique@example.com', '0687155364', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(59, 'Adolphie', 'Leclercq', 'aleclercq@example.org', '0738311298', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(60, 'Abraham', 'Masson', 'masson.abraham@example.com', '0672761716', 'masson.gedeon46@example.com', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(61, 'Savin', 'Dupont', 'sdupont59@example.com', '0620306048', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(62, 'Aloïse', 'Gerard', 'aloisegerard433@example.org', '+37769268493', NULL, '0728924045', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(63, 'Ursule', 'Renaud', 'renaud.ursule@example.org', '0718944710', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(64, 'Iris', 'Lecomte', 'lecomte.iris@example.com', '0749135460', NULL, '+37761709323', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(65, 'Cédric', 'Girard', 'cedric.girard@example.org', '+37762934106', 'girard.daniel344@example.net', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(66, 'Clotaire', 'Leclerc', 'clotaire.leclerc@example.com', '0764997387', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(67, 'Émile', 'Michel', 'michel.emile@example.net', '+37763646616', 'cmichel@example.org', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(68, 'Frédéric', 'Bernard', 'frederic.bernard867@example.net', '0776892748', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(69, 'Simon', 'Charpentier', 'simon.charpentier@example.com', '0763950051', 'valerie.charpentier430@example.com', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(70, 'Adalbald', 'Bertrand', 'bertrand.adalbald@example.com', '+37761935574', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(71, 'Maxime', 'Schneider', 'maxime.schneider@example.org', '+37761298148', 'schneider.urbain@example.net', '+37769810847', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(72, 'Philippine', 'Prevost', 'philippineprevost@example.net', '0618338892', NULL, '0735602396', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(73, 'Arsène', 'Roussel', 'roussel.arsene215@example.com', '0774208826', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(74, 'Moïsette', 'Muller', 'muller.moisette@example.net', '0731801662', 'emuller@example.net', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(75, 'Florestan', 'Clement', 'clement.florestan715@example.net', '+37765010181', 'clement.frederique313@example.net', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(76, 'Quentin', 'Rolland', 'quentinrolland286@example.org', '0795431648', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(77, 'Titien', 'Le roux', 'titien.leroux@example.com', '0753730649', NULL, '0713477687', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(78, 'Camille', 'Giraud', 'cgiraud@example.net', '+37761704603', 'oury.giraud@example.net', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(79, 'Adolphie', 'Gauthier', 'gauthier.adolphie503@example.com', '0611960931', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(80, 'Alexis', 'Olivier', 'alexis.olivier230@example.net', '+37760466151', 'regineolivier@example.net', '+37760765185', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(81, 'Brieuc', 'Faure', 'brieucfaure@example.org', '0605510504', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(82, 'Bon', 'Laine', 'bon.laine@example.com', '+37769141402', 'gilbert.laine426@example.net', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(83, 'Foulques', 'Roger', 'foulquesroger@example.com', '+37761137911', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(84, 'Grégoire', 'Duval', 'gregoireduval225@example.net', '+37767990978', NULL, '0725873788', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(85, 'Emmanuelle', 'Dupuis', 'dupuis.emmanuelle@example.net', '0790744568', 'celien.dupuis53@example.org', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(86, 'Oriane', 'Roy', 'roy.oriane@example.com', '+37769712136', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(87, 'Jacinthe', 'Pons', 'jpons@example.com', '0664838983', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 2, DEFAULT, DEFAULT, DEFAULT),
	(88, 'Guilhemine', 'Schneider', 'schneider.guilhemine@example.net', '+37760822326', 'paterneschneider610@example.net', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(89, 'Émérencie', 'David', 'emerencie.david@example.org', '+37763512445', 'david.evrard441@example.net', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(90, 'Chrysostome', 'Adam', 'cadam@example.com', '0752198087', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(91, 'Aquiline', 'Carpentier', 'aquiline.carpentier@example.com', '0670086464', NULL, '0710861283', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(92, 'Angélina', 'Lemoine', 'angelinalemoine421@example.com', '0789684708', 'lemoine.euphrasie@example.net', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(93, 'Alcine', 'Gerard', 'alcinegerard@example.org', '0742006885', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(94, 'Ségolène', 'Jean', 'sjean242@example.org', '0754458298', 'suzanne.jean@example.net', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(95, 'Margot', 'Martin', 'martin.margot332@example.net', '0675439250', 'aubemartin@example.org', '0663900571', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(96, 'Paulette', 'Le roux', 'leroux.paulette330@example.org', '0773249562', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(97, 'Joséphine', 'Mathieu', 'jmathieu45@example.net', '0608057080', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(98, 'Balthazar', 'Colin', 'balthazar.colin@example.com', '+37768930263', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(99, 'Childebert', 'Fournier', 'fournier.childebert@example.net', '0759280367', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(100, 'Alban', 'Gaillard', 'agaillard475@example.org', '+37760448740', NULL, '0756829487', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(101, 'Gaëlle', 'Laine', 'laine.gaelle651@example.com', '+37763606785', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(102, 'Pierrick', 'Jacquet', 'pierrick.jacquet@example.net', '0799545696', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(103, 'Sandrine', 'Barre', 'sbarre177@example.org', '+37765918173', NULL, NULL, 'en', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(104, 'Avoye', 'Charpentier', 'acharpentier@example.net', '0794760122', 'arsenie.charpentier293@example.com', NULL, 'fr', '2026-11-25T11:02:36.658Z', 2, DEFAULT, DEFAULT, DEFAULT),
	(105, 'Guyot', 'Perrot', 'guyot.perrot@example.org', '0655939286', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(106, 'Philémon', 'Dupuis', 'dupuis.philemon@example.com', '0714194186', 'pdupuis92@example.com', NULL, 'en', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(107, 'Célien', 'Dupuy', 'celien.dupuy@example.com', '0660886934', 'dupuy.elie@example.com', NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(108, 'Yvonne', 'Fournier', 'fournier.yvonne775@example.org', '0735390756', 'merlin.fournier@example.net', '0636859791', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(109, 'Adonise', 'Garcia', 'adonisegarcia@example.com', '0774533885', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(110, 'Savinien', 'Barre', 'savinien.barre@example.org', '0795613843', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(111, 'Arnaude', 'Marie', 'amarie@example.com', '0715274901', NULL, '+37765945079', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(112, 'Mallaury', 'Giraud', 'mallaury.giraud161@example.com', '0675561747', NULL, '+37763050599', 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(113, 'Élise', 'Renault', 'renault.elise708@example.org', '0612352749', NULL, NULL, 'en', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT),
	(114, 'Anatolie', 'Dupuis', 'anatolie.dupuis@example.com', '0734218294', NULL, NULL, 'fr', '2026-11-25T11:02:36.658Z', 1, DEFAULT, DEFAULT, DEFAULT);


--
-- Data for Name: kysely_migration; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.kysely_migration VALUES
	('001_initial', '2026-11-25T11:03:28.334Z'),
	('002_subscriptions', '2026-11-25T11:03:28.340Z'),
	('003_privacy', '2026-11-25T11:03:28.347Z'),
	('004_performance_indexes', '2026-11-25T11:03:28.351Z'),
	('005_maintained_columns', '2026-11-25T11:03:28.391Z'),
	('006_statement_attendance_counts', '2026-11-25T11:03:28.393Z');


--
-- Data for Name: kysely_migration_lock; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.kysely_migration_lock VALUES
	('migration_lock', 0);


--
-- Data for Name: login_throttle; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: mail_outbox; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.mail_outbox VALUES
	(1, 'SUBSCRIPTION_LINK', '["famille.fixture1@example.org"]', '[]', 'Subscription of Célestin Adam – season 2026-2027', 'Hello,

Célestin Adam has a place in the group Éveil aquatique for the 2026-2027 season.
Please fill in the online form with this personal link:
http://localhost:3999/subscribe?token=VFdLqumTIs6n8tUO3497KQRWMqo9Zsn05REoV2u5C9g

You can then download the documents to print and bring to the pool counter.
This link is personal: do not forward it. It is valid until 31/08/2027.

Club de natation

— — —

Bonjour,

Célestin Adam a une place dans le groupe Éveil aquatique pour la saison 2026-2027.
Merci de remplir le formulaire en ligne avec ce lien personnel :
http://localhost:3999/subscribe?token=VFdLqumTIs6n8tUO3497KQRWMqo9Zsn05REoV2u5C9g

Vous pourrez ensuite télécharger les documents à imprimer et à apporter au guichet de la piscine.
Ce lien est personnel : ne le transférez pas. Il est valable jusqu''au 31/08/2027.

Club de natation', NULL, 'en', 'SENT', 1, '2026-11-25T11:02:43.440Z', NULL, '2026-11-25T11:02:43.043Z', '2026-11-25T11:02:43.454Z', 'subscription-link:fbff2ba16106e5685902017bb06ce7ff0cb84d69562b729edd5813780161999e', NULL),
	(2, 'SUBSCRIPTION_LINK', '["famille.fixture2@example.org"]', '[]', 'Inscription de Corentine Bonnet – saison 2026-2027', 'Bonjour,

Corentine Bonnet a une place dans le groupe École de natation 2 pour la saison 2026-2027.
Merci de remplir le formulaire en ligne avec ce lien personnel :
http://localhost:3999/subscribe?token=MBWmVs0U8Fp6fXAp6cMVbmGDT52k8BMCkhIvCg0Hrhg

Vous pourrez ensuite télécharger les documents à imprimer et à apporter au guichet de la piscine.
Ce lien est personnel : ne le transférez pas. Il est valable jusqu''au 31/08/2027.

Club de natation

— — —

Hello,

Corentine Bonnet has a place in the group École de natation 2 for the 2026-2027 season.
Please fill in the online form with this personal link:
http://localhost:3999/subscribe?token=MBWmVs0U8Fp6fXAp6cMVbmGDT52k8BMCkhIvCg0Hrhg

You can then download the documents to print and bring to the pool counter.
This link is personal: do not forward it. It is valid until 31/08/2027.

Club de natation', NULL, 'fr', 'SENT', 1, '2026-11-25T11:02:43.440Z', NULL, '2026-11-25T11:02:43.048Z', '2026-11-25T11:02:43.460Z', 'subscription-link:bbffcc234f60f6ba46df2bbe175008c567a0f911b8b3b7d653301f34f5e36814', NULL),
	(3, 'SUBSCRIPTION_LINK', '["famille.fixture3@example.org"]', '[]', 'Inscription de Dorian Charpentier – saison 2026-2027', 'Bonjour,

Dorian Charpentier a une place dans le groupe Water-polo U13 pour la saison 2026-2027.
Merci de remplir le formulaire en ligne avec ce lien personnel :
http://localhost:3999/subscribe?token=kfDATpFQBuMos0NyhtKdd2SKqSIOgZnASvXq842HSbE

Vous pourrez ensuite télécharger les documents à imprimer et à apporter au guichet de la piscine.
Ce lien est personnel : ne le transférez pas. Il est valable jusqu''au 31/08/2027.

Club de natation

— — —

Hello,

Dorian Charpentier has a place in the group Water-polo U13 for the 2026-2027 season.
Please fill in the online form with this personal link:
http://localhost:3999/subscribe?token=kfDATpFQBuMos0NyhtKdd2SKqSIOgZnASvXq842HSbE

You can then download the documents to print and bring to the pool counter.
This link is personal: do not forward it. It is valid until 31/08/2027.

Club de natation', NULL, 'fr', 'SENT', 1, '2026-11-25T11:02:43.440Z', NULL, '2026-11-25T11:02:43.053Z', '2026-11-25T11:02:43.465Z', 'subscription-link:1c2f9f083e1ceabe09f7a69f2507ce0d5fb7efbb5c3c669bdd5aa668425f008a', NULL),
	(4, 'SUBSCRIPTION_LINK', '["famille.fixture4@example.org"]', '[]', 'Inscription de Léopold Charpentier – saison 2026-2027', 'Bonjour,

Léopold Charpentier a une place dans le groupe Éveil aquatique pour la saison 2026-2027.
Merci de remplir le formulaire en ligne avec ce lien personnel :
http://localhost:3999/subscribe?token=xkN0V1W1PbO_ro0DHlUyNx-1xn12lhpVolOH302ZQ3Q

Vous pourrez ensuite télécharger les documents à imprimer et à apporter au guichet de la piscine.
Ce lien est personnel : ne le transférez pas. Il est valable jusqu''au 31/08/2027.

Club de natation

— — —

Hello,

Léopold Charpentier has a place in the group Éveil aquatique for the 2026-2027 season.
Please fill in the online form with this personal link:
http://localhost:3999/subscribe?token=xkN0V1W1PbO_ro0DHlUyNx-1xn12lhpVolOH302ZQ3Q

You can then download the documents to print and bring to the pool counter.
This link is personal: do not forward it. It is valid until 31/08/2027.

Club de natation', NULL, 'fr', 'SENT', 1, '2026-11-25T11:02:43.440Z', NULL, '2026-11-25T11:02:43.057Z', '2026-11-25T11:02:43.469Z', 'subscription-link:f057e207c0501b0a44fdfddf4e04fd23bb310c65a9d8b40305780ed2011eedf7', NULL),
	(5, 'SUBSCRIPTION_LINK', '["famille.fixture5@example.org"]', '[]', 'Inscription de Adrien Colin – saison 2026-2027', 'Bonjour,

Adrien Colin a une place dans le groupe École de natation 2 pour la saison 2026-2027.
Merci de remplir le formulaire en ligne avec ce lien personnel :
http://localhost:3999/subscribe?token=R2XgG5RiGYjF0MUAIo-BZuwmvVccBH69_OSLzr9nbjQ

Vous pourrez ensuite télécharger les documents à imprimer et à apporter au guichet de la piscine.
Ce lien est personnel : ne le transférez pas. Il est valable jusqu''au 31/08/2027.

Club de natation

— — —

Hello,

Adrien Colin has a place in the group École de natation 2 for the 2026-2027 season.
Please fill in the online form with this personal link:
http://localhost:3999/subscribe?token=R2XgG5RiGYjF0MUAIo-BZuwmvVccBH69_OSLzr9nbjQ

You can then download the documents to print and bring to the pool counter.
This link is personal: do not forward it. It is valid until 31/08/2027.

Club de natation', NULL, 'fr', 'SENT', 1, '2026-11-25T11:02:43.440Z', NULL, '2026-11-25T11:02:43.060Z', '2026-11-25T11:02:43.473Z', 'subscription-link:4ecb91bdd0304c84e806572995f33eb16bd1843ace8437ed54e6510e80cb76a1', NULL),
	(6, 'SUBSCRIPTION_LINK', '["famille.fixture6@example.org"]', '[]', 'Inscription de Ariel Colin – saison 2026-2027', 'Bonjour,

Ariel Colin a une place dans le groupe École de natation 2 pour la saison 2026-2027.
Merci de remplir le formulaire en ligne avec ce lien personnel :
http://localhost:3999/subscribe?token=--Yy7UxucIej85dA-k8WCddSf1X893Ur22NjmJDL_Vg

Vous pourrez ensuite télécharger les documents à imprimer et à apporter au guichet de la piscine.
Ce lien est personnel : ne le transférez pas. Il est valable jusqu''au 31/08/2027.

Club de natation

— — —

Hello,

Ariel Colin has a place in the group École de natation 2 for the 2026-2027 season.
Please fill in the online form with this personal link:
http://localhost:3999/subscribe?token=--Yy7UxucIej85dA-k8WCddSf1X893Ur22NjmJDL_Vg

You can then download the documents to print and bring to the pool counter.
This link is personal: do not forward it. It is valid until 31/08/2027.

Club de natation', NULL, 'fr', 'SENT', 1, '2026-11-25T11:02:43.440Z', NULL, '2026-11-25T11:02:43.064Z', '2026-11-25T11:02:43.484Z', 'subscription-link:680f6881eeb44b07a700cadc456998e70cce7459d3e2a76e4407e7c34468fb4c', NULL),
	(7, 'SUBSCRIPTION_SUBMITTED', '["adam.anicee@example.org"]', '[]', 'Formulaire reçu – Célestin Adam – saison 2026-2027', 'Bonjour,

Nous avons bien reçu le formulaire d''inscription de Célestin Adam.
Documents à apporter au guichet de la piscine :
- Fiche d''inscription signée
- Règlement intérieur signé
- Formulaire général de l''association
- Paiement de la cotisation
- Charte du nageur signée
- Charte des parents signée

Les documents à imprimer se téléchargent avec votre lien :
http://localhost:3999/subscribe?token=VFdLqumTIs6n8tUO3497KQRWMqo9Zsn05REoV2u5C9g

Club de natation

— — —

Hello,

We have received the subscription form of Célestin Adam.
Documents to bring to the pool counter:
- Signed subscription form
- Signed club rules
- Association''s general form
- Payment of the fee
- Signed swimmer''s code of conduct
- Signed parents'' code of conduct

The documents to print can be downloaded with your link:
http://localhost:3999/subscribe?token=VFdLqumTIs6n8tUO3497KQRWMqo9Zsn05REoV2u5C9g

Club de natation', NULL, 'fr', 'SENT', 1, '2026-11-25T11:02:44.488Z', NULL, '2026-11-25T11:02:43.715Z', '2026-11-25T11:02:44.492Z', 'subscription-submitted:7:2026-11-25T11:02:43.712Z', NULL),
	(8, 'SUBSCRIPTION_SUBMITTED', '["jpons@example.com"]', '[]', 'Formulaire reçu – Corentine Bonnet – saison 2026-2027', 'Bonjour,

Nous avons bien reçu le formulaire d''inscription de Corentine Bonnet.
Documents à apporter au guichet de la piscine :
- Fiche d''inscription signée
- Règlement intérieur signé
- Formulaire général de l''association
- Paiement de la cotisation
- Charte du nageur signée
- Charte des parents signée

Les documents à imprimer se téléchargent avec votre lien :
http://localhost:3999/subscribe?token=MBWmVs0U8Fp6fXAp6cMVbmGDT52k8BMCkhIvCg0Hrhg

Club de natation

— — —

Hello,

We have received the subscription form of Corentine Bonnet.
Documents to bring to the pool counter:
- Signed subscription form
- Signed club rules
- Association''s general form
- Payment of the fee
- Signed swimmer''s code of conduct
- Signed parents'' code of conduct

The documents to print can be downloaded with your link:
http://localhost:3999/subscribe?token=MBWmVs0U8Fp6fXAp6cMVbmGDT52k8BMCkhIvCg0Hrhg

Club de natation', NULL, 'fr', 'SENT', 1, '2026-11-25T11:02:44.488Z', NULL, '2026-11-25T11:02:43.726Z', '2026-11-25T11:02:44.493Z', 'subscription-submitted:115:2026-11-25T11:02:43.725Z', NULL),
	(9, 'SUBSCRIPTION_SUBMITTED', '["acharpentier@example.net","arsenie.charpentier293@example.com"]', '[]', 'Formulaire reçu – Dorian Charpentier – saison 2026-2027', 'Bonjour,

Nous avons bien reçu le formulaire d''inscription de Dorian Charpentier.
Documents à apporter au guichet de la piscine :
- Fiche d''inscription signée
- Règlement intérieur signé
- Formulaire général de l''association
- Certificat médical
- Paiement de la cotisation
- Licence FFN
- Charte du nageur signée
- Charte des parents signée

Les documents à imprimer se téléchargent avec votre lien :
http://localhost:3999/subscribe?token=kfDATpFQBuMos0NyhtKdd2SKqSIOgZnASvXq842HSbE

Club de natation

— — —

Hello,

We have received the subscription form of Dorian Charpentier.
Documents to bring to the pool counter:
- Signed subscription form
- Signed club rules
- Association''s general form
- Medical certificate
- Payment of the fee
- FFN licence
- Signed swimmer''s code of conduct
- Signed parents'' code of conduct

The documents to print can be downloaded with your link:
http://localhost:3999/subscribe?token=kfDATpFQBuMos0NyhtKdd2SKqSIOgZnASvXq842HSbE

Club de natation', NULL, 'fr', 'SENT', 1, '2026-11-25T11:02:44.488Z', NULL, '2026-11-25T11:02:43.733Z', '2026-11-25T11:02:44.495Z', 'subscription-submitted:139:2026-11-25T11:02:43.733Z', NULL),
	(10, 'SUBSCRIPTION_SUBMITTED', '["abelin.charpentier@example.com"]', '[]', 'Formulaire reçu – Léopold Charpentier – saison 2026-2027', 'Bonjour,

Nous avons bien reçu le formulaire d''inscription de Léopold Charpentier.
Documents à apporter au guichet de la piscine :
- Fiche d''inscription signée
- Règlement intérieur signé
- Formulaire général de l''association
- Paiement de la cotisation
- Charte du nageur signée
- Charte des parents signée

Les documents à imprimer se téléchargent avec votre lien :
http://localhost:3999/subscribe?token=xkN0V1W1PbO_ro0DHlUyNx-1xn12lhpVolOH302ZQ3Q

Club de natation

— — —

Hello,

We have received the subscription form of Léopold Charpentier.
Documents to bring to the pool counter:
- Signed subscription form
- Signed club rules
- Association''s general form
- Payment of the fee
- Signed swimmer''s code of conduct
- Signed parents'' code of conduct

The documents to print can be downloaded with your link:
http://localhost:3999/subscribe?token=xkN0V1W1PbO_ro0DHlUyNx-1xn12lhpVolOH302ZQ3Q

Club de natation', NULL, 'fr', 'SENT', 1, '2026-11-25T11:02:44.488Z', NULL, '2026-11-25T11:02:43.741Z', '2026-11-25T11:02:44.496Z', 'subscription-submitted:2:2026-11-25T11:02:43.739Z', NULL),
	(11, 'GROUP_MAIL', '["Club de natation <no-reply@club.local>"]', '["ascensionfleury198@example.net","cleandrecharpentier@example.com","flavieaubry54@example.com","leabertrand@example.com","officiels@example.org"]', 'Piscine fermée samedi', 'Bonjour,
la piscine est fermée samedi.', NULL, 'fr', 'SENT', 1, '2026-11-25T11:02:44.488Z', NULL, '2026-11-25T11:02:43.754Z', '2026-11-25T11:02:44.498Z', 'group-mail:162f856bfb395163122f492cd02aec9ae2df91835f5329ca7b6bf353273fe0fc', NULL),
	(12, 'GROUP_MAIL', '["Club de natation <no-reply@club.local>"]', '["grobert703@example.net"]', 'Piscine fermée samedi', 'Bonjour,
la piscine est fermée samedi.', NULL, 'en', 'SENT', 1, '2026-11-25T11:02:44.488Z', NULL, '2026-11-25T11:02:43.754Z', '2026-11-25T11:02:44.500Z', 'group-mail:0d2065f17e7d50a3af4b9a695f393fdb5abb0c7680947b990303170c66ba6541', NULL);


--
-- Data for Name: members; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.members VALUES
	(1, 'Perceval', 'Pierre', 'M', '2021-10-25', 'Cannes', 'DE', NULL, 'École Saint-Charles', 'Maternelle', 1, 1, NULL, NULL, '11 rue Plati', NULL, '06000', 'Nice', 'FR', 1, NULL, NULL, 6, 2, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(2, 'Léopold', 'Charpentier', 'M', '2021-06-22', 'Antibes', 'MC', NULL, 'Collège Bellevue', 'Maternelle', 1, 1, NULL, NULL, '2 boulevard des Moulins', 'Appartement 73', '98000', 'Monaco', 'MC', 2, NULL, NULL, 6, 1, 11, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:43.739Z', 2, NULL, DEFAULT, DEFAULT),
	(3, 'Andrée', 'Girard', 'F', '2021-07-17', 'Londres', 'CH', NULL, 'Collège Charles III', 'Maternelle', 1, 1, NULL, NULL, '36 boulevard Princesse-Charlotte', NULL, '06240', 'Beausoleil', 'FR', 3, 'oury.girard@example.com', '0684416862', 6, 1, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(4, 'Guillaume', 'Renault', 'M', '2020-02-24', 'Menton', 'DE', NULL, 'Collège Charles III', 'CP', 1, 1, NULL, NULL, '10 avenue Hector-Otto', NULL, '06190', 'Roquebrune-Cap-Martin', 'FR', 4, 'ambroisierenault@example.com', '0675011100', 6, NULL, 11, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(5, 'Nathalie', 'Renault', 'F', '2020-02-15', 'Gênes', 'GB', NULL, 'Collège Bellevue', 'CP', 1, 1, NULL, NULL, '37 rue Comte-Félix-Gastaldi', NULL, '06000', 'Nice', 'FR', 4, NULL, NULL, 6, NULL, 11, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(6, 'Eugénie', 'Dufour', 'F', '2020-11-22', 'Antibes', 'BE', NULL, 'École des Révoires', 'CP', 1, 1, NULL, NULL, '33 boulevard des Moulins', NULL, '06320', 'La Turbie', 'FR', 5, 'dufour.oriane@example.net', '+37768417869', 6, 1, 6, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(7, 'Célestin', 'Adam', 'M', '2021-03-05', 'Menton', 'FR', NULL, 'Lycée Pierre et Marie Curie', 'Maternelle', 1, 1, NULL, NULL, '49 avenue du Général-de-Gaulle', NULL, '06190', 'Roquebrune-Cap-Martin', 'FR', 6, NULL, NULL, 6, 1, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:43.712Z', 2, NULL, DEFAULT, DEFAULT),
	(8, 'Auguste', 'Pierre', 'M', '2021-12-04', 'Antibes', 'IT', NULL, 'École des Révoires', 'Maternelle', 1, 1, NULL, NULL, '15 rue Comte-Félix-Gastaldi', 'Résidence Les Pins, bât. B', '06000', 'Nice', 'FR', 7, NULL, NULL, 6, 1, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(9, 'Aphélie', 'Guillot', 'F', '2021-08-12', 'Milan', 'FR', NULL, 'Collège Bellevue', 'Maternelle', 1, 1, NULL, NULL, '7 avenue de Verdun', NULL, '06320', 'La Turbie', 'FR', 8, NULL, NULL, 6, 1, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(10, 'Claude', 'Brun', 'F', '2021-06-19', 'Lyon', 'FR', NULL, 'École de la Condamine', 'Maternelle', 1, 1, NULL, NULL, '20 avenue Hector-Otto', NULL, '06360', 'Èze', 'FR', 8, NULL, NULL, 6, NULL, 11, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(11, 'Amalric', 'Andre', 'M', '2020-08-29', 'Menton', 'FR', NULL, 'École de la Condamine', 'CP', 1, 1, NULL, NULL, '40 rue Comte-Félix-Gastaldi', '4e étage', '06000', 'Nice', 'FR', 9, NULL, NULL, 6, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(12, 'Amélien', 'Fernandez', 'M', '2021-02-20', 'Monaco', 'IT', NULL, 'École de la Condamine', 'Maternelle', 1, 1, NULL, NULL, '41 avenue de Verdun', NULL, '06190', 'Roquebrune-Cap-Martin', 'FR', 10, NULL, NULL, 6, 1, 6, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(13, 'Adrastée', 'Charles', 'F', '2020-01-21', 'Gênes', 'FR', NULL, 'Collège Bellevue', 'CP', 1, 1, NULL, NULL, '5 rue Comte-Félix-Gastaldi', NULL, '06320', 'La Turbie', 'FR', 11, NULL, NULL, 6, 1, 11, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(14, 'Aimée', 'Legrand', 'F', '2021-11-21', 'Marseille', 'IT', NULL, 'Lycée technique et hôtelier de Monaco', 'Maternelle', 1, 1, NULL, NULL, '56 rue de la Turbie', NULL, '06360', 'Èze', 'FR', 12, NULL, NULL, 6, 2, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(15, 'Hubert', 'Gonzalez', 'M', '2021-05-02', 'Marseille', 'PT', NULL, 'École Saint-Charles', 'Maternelle', 1, 1, NULL, NULL, '48 rue Grimaldi', NULL, '06240', 'Beausoleil', 'FR', 13, 'morgangonzalez807@example.net', '0752176050', 6, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(16, 'Huguette', 'Gauthier', 'F', '2021-07-21', 'Gênes', 'GB', NULL, 'Collège Charles III', 'Maternelle', 1, 1, NULL, NULL, '43 rue Grimaldi', '10e étage', '06500', 'Menton', 'FR', 14, NULL, NULL, 6, 1, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(17, 'Justine', 'Pons', 'F', '2020-06-08', 'Paris', 'FR', NULL, 'École de la Condamine', 'CP', 1, 1, NULL, NULL, '35 avenue de l''Annonciade', 'Villa Prevost', '06360', 'Èze', 'FR', 15, NULL, NULL, 6, 1, NULL, 'en', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(18, 'Adonise', 'Pierre', 'F', '2021-07-24', 'Paris', 'MC', NULL, 'Collège Bellevue', 'Maternelle', 1, 1, NULL, NULL, '28 avenue du Général-de-Gaulle', NULL, '06190', 'Roquebrune-Cap-Martin', 'FR', 16, 'cpierre257@example.com', '+37766142517', 6, 1, 11, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(19, 'Adéodat', 'Philippe', 'M', '2020-04-11', 'Lyon', 'FR', NULL, 'Collège Charles III', 'CP', 1, 1, NULL, NULL, '15 boulevard du Jardin-Exotique', '7e étage', '06190', 'Roquebrune-Cap-Martin', 'FR', 17, 'philippe.asterie@example.org', '0724985614', 6, 2, 11, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(20, 'Delphin', 'Olivier', 'M', '2018-03-31', 'Milan', 'FR', NULL, 'Collège Bellevue', 'CE2', 2, 2, NULL, NULL, '36 avenue de Verdun', 'Résidence Les Pins, bât. A', '06190', 'Roquebrune-Cap-Martin', 'FR', 18, 'arsinoeolivier@example.net', '0678112598', 7, NULL, 12, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(21, 'Judicaël', 'Olivier', 'M', '2019-01-19', 'Menton', 'IT', NULL, 'École des Révoires', 'CE1', 2, 2, NULL, NULL, '6 avenue de Verdun', NULL, '06360', 'Èze', 'FR', 18, 'tonnin.olivier@example.org', '0619349335', 7, NULL, 7, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(22, 'Audrey', 'Le roux', 'F', '2019-01-20', 'Menton', 'GB', NULL, 'Lycée Albert Ier', 'CE1', 2, 2, NULL, NULL, '22 avenue Hector-Otto', NULL, '06240', 'Beausoleil', 'FR', 19, NULL, NULL, 7, NULL, 12, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(23, 'Adjutor', 'Huet', 'M', '2018-07-11', 'Menton', 'FR', NULL, 'École des Révoires', 'CE2', 2, 2, NULL, NULL, '23 avenue de la Costa', NULL, '06240', 'Beausoleil', 'FR', 19, 'lorrainehuet@example.com', '0787532085', 7, NULL, 7, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(24, 'Adonis', 'Morel', 'M', '2019-02-09', 'Menton', 'FR', NULL, 'Collège Bellevue', 'CE1', 2, 2, NULL, NULL, '2 avenue de la Costa', NULL, '06500', 'Menton', 'FR', 20, NULL, NULL, 7, NULL, 7, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(25, 'Florie', 'Roy', 'F', '2018-06-25', 'Milan', 'IT', NULL, 'Collège Charles III', 'CE2', 2, 2, NULL, NULL, '58 avenue du Général-de-Gaulle', 'Résidence Les Pins, bât. C', '06360', 'Èze', 'FR', 21, NULL, NULL, 7, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(26, 'Océane', 'Meunier', 'F', '2018-08-23', 'Antibes', 'MC', NULL, 'Lycée Albert Ier', 'CE2', 2, 2, NULL, NULL, '23 avenue de Verdun', '4e étage', '06500', 'Menton', 'FR', 22, 'agathon.meunier@example.net', '+37762275800', 7, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(27, 'Benoît', 'Meunier', 'M', '2018-02-21', 'Nice', 'PT', NULL, 'Collège Charles III', 'CE2', 2, 2, NULL, NULL, '5 rue Grimaldi', NULL, '98000', 'Monaco', 'MC', 22, NULL, NULL, 7, NULL, 7, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(28, 'Mérovée', 'Robert', 'M', '2018-04-12', 'Londres', 'FR', NULL, 'École de la Condamine', 'CE2', 2, 2, NULL, NULL, '6 rue de la Turbie', '2e étage', '06000', 'Nice', 'FR', 23, 'margueriterobert@example.com', '0654847505', 7, NULL, 7, 'en', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(29, 'Christine', 'Guyot', 'F', '2018-07-13', 'Milan', 'FR', NULL, 'Collège Bellevue', 'CE2', 2, 2, NULL, NULL, '41 avenue de l''Annonciade', NULL, '06320', 'Cap-d''Ail', 'FR', 24, 'herbertguyot927@example.org', '+37767260361', 7, NULL, 12, 'en', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(30, 'Guyot', 'Morin', 'M', '2018-02-25', 'Milan', 'IT', NULL, 'École des Révoires', 'CE2', 2, 2, NULL, NULL, '58 avenue des Citronniers', 'Résidence Les Pins, bât. C', '98000', 'Monaco', 'MC', 25, 'cmorin@example.com', '0659038816', 8, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(31, 'Gui', 'Duval', 'M', '2019-12-09', 'Monaco', 'MC', NULL, 'Lycée Pierre et Marie Curie', 'CE1', 2, 2, NULL, NULL, '3 chemin des Révoires', NULL, '06500', 'Menton', 'FR', 26, NULL, NULL, 8, NULL, 8, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(32, 'Quiéta', 'Perrin', 'F', '2017-02-02', 'Marseille', 'FR', NULL, 'École Saint-Charles', 'CM1', 3, 3, NULL, NULL, '22 boulevard Princesse-Charlotte', NULL, '06240', 'Beausoleil', 'FR', 27, NULL, NULL, 8, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(33, 'Chilpéric', 'Perrin', 'M', '2018-05-27', 'Menton', 'FR', NULL, 'Lycée Pierre et Marie Curie', 'CE2', 2, 2, NULL, NULL, '41 avenue de Verdun', NULL, '06320', 'Cap-d''Ail', 'FR', 27, 'aperrin836@example.com', '0625995026', 8, NULL, 8, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(34, 'Théophraste', 'Meyer', 'M', '2016-02-25', 'Milan', 'GB', NULL, 'École Saint-Charles', 'CM2', 3, 3, NULL, NULL, '51 avenue de Verdun', 'Résidence Les Pins, bât. A', '06320', 'La Turbie', 'FR', 28, 'meyer.candide@example.org', '0742916637', 8, NULL, 13, 'en', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(35, 'Éloïse', 'Masson', 'F', '2016-06-10', 'Gênes', 'FR', NULL, 'École des Révoires', 'CM2', 3, 3, NULL, NULL, '41 avenue Hector-Otto', NULL, '06360', 'Èze', 'FR', 29, 'masson.soline@example.org', '+37760512014', 8, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(36, 'Anastasie', 'Joly', 'F', '2019-04-14', 'Gênes', 'MC', NULL, 'École Saint-Charles', 'CE1', 2, 2, NULL, NULL, '45 rue Grimaldi', NULL, '06360', 'Èze', 'FR', 30, NULL, NULL, 8, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(37, 'Sauveur', 'Michel', 'M', '2017-01-25', 'Antibes', 'MC', NULL, 'Collège François d’Assise Nicolas Barré', 'CM1', 3, 3, NULL, NULL, '11 avenue des Citronniers', NULL, '06500', 'Menton', 'FR', 31, NULL, NULL, 8, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(38, 'Yvonne', 'Michel', 'F', '2017-10-28', 'Turin', 'MC', NULL, 'Lycée Albert Ier', 'CM1', 3, 3, NULL, NULL, '34 avenue de Verdun', NULL, '06000', 'Nice', 'FR', 31, NULL, NULL, 8, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(39, 'Jérémie', 'Collet', 'M', '2019-03-09', 'Antibes', 'MC', NULL, 'École de la Condamine', 'CE1', 2, 2, NULL, NULL, '30 boulevard du Jardin-Exotique', NULL, '06320', 'Cap-d''Ail', 'FR', 32, 'collet.georges@example.org', '0627233710', 8, NULL, 13, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(40, 'Catherine', 'Berger', 'F', '2020-09-02', 'Marseille', 'FR', NULL, 'Collège Bellevue', 'CP', 1, 1, NULL, NULL, '17 boulevard des Moulins', NULL, '06320', 'Cap-d''Ail', 'FR', 33, NULL, NULL, 9, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(41, 'Bruno', 'Leroy', 'M', '2020-04-09', 'Marseille', 'FR', NULL, 'École de la Condamine', 'CP', 1, 1, NULL, NULL, '5 avenue des Citronniers', NULL, '06360', 'Èze', 'FR', 34, NULL, NULL, 9, NULL, 9, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(42, 'Jacinthe', 'Meyer', 'F', '2019-02-27', 'Londres', 'FR', NULL, 'Collège Charles III', 'CE1', 2, 2, NULL, NULL, '26 avenue Hector-Otto', NULL, '06500', 'Menton', 'FR', 35, NULL, NULL, 9, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(43, 'Dominique', 'Laine', 'F', '2020-12-26', 'Lyon', 'FR', NULL, 'École Saint-Charles', 'CP', 1, 1, NULL, NULL, '25 rue Grimaldi', NULL, '98000', 'Monaco', 'MC', 36, 'vlaine@example.net', '0783522022', 9, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(44, 'Héloïse', 'Giraud', 'F', '2018-07-24', 'Londres', 'DE', NULL, 'Collège Charles III', 'CE2', 2, 2, NULL, NULL, '47 rue Plati', 'Résidence Les Pins, bât. C', '06320', 'Cap-d''Ail', 'FR', 37, NULL, NULL, 9, NULL, NULL, 'en', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(45, 'Agrippine', 'Gonzalez', 'F', '2018-05-25', 'Monaco', 'FR', NULL, 'École des Révoires', 'CE2', 2, 2, NULL, NULL, '35 rue Comte-Félix-Gastaldi', NULL, '06320', 'La Turbie', 'FR', 38, NULL, NULL, 9, NULL, 14, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(46, 'Améthyste', 'Gonzalez', 'F', '2019-08-09', 'Monaco', 'IT', NULL, 'Collège Bellevue', 'CE1', 2, 2, NULL, NULL, '29 avenue des Citronniers', NULL, '06000', 'Nice', 'FR', 38, NULL, NULL, 9, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(47, 'Corentine', 'Martinez', 'F', '2019-05-26', 'Cannes', 'FR', NULL, 'Lycée Pierre et Marie Curie', 'CE1', 2, 2, NULL, NULL, '23 rue Grimaldi', 'Appartement 7', '98000', 'Monaco', 'MC', 39, NULL, NULL, 9, NULL, NULL, 'en', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(48, 'Eulalie', 'Dufour', 'F', '2020-12-08', 'Milan', 'FR', NULL, 'École des Révoires', 'CP', 1, 1, NULL, NULL, '59 rue Plati', NULL, '06320', 'La Turbie', 'FR', 40, NULL, NULL, 9, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(49, 'Cassandre', 'Dufour', 'F', '2020-07-03', 'Marseille', 'FR', NULL, 'École des Révoires', 'CP', 1, 1, NULL, NULL, '53 boulevard du Jardin-Exotique', NULL, '06320', 'La Turbie', 'FR', 40, NULL, NULL, 9, NULL, 14, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(50, 'Léa', 'Bertrand', 'F', '1993-08-13', 'Lyon', 'FR', 'lea.bertrand69', NULL, NULL, 6, 6, 'leabertrand@example.com', '+37764917458', '19 avenue Hector-Otto', NULL, '06320', 'Cap-d''Ail', 'FR', NULL, NULL, NULL, 10, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(51, 'Ascension', 'Fleury', 'F', '1999-02-12', 'Londres', 'FR', NULL, NULL, NULL, 9, 9, 'ascensionfleury198@example.net', '+37763770295', '35 boulevard des Moulins', NULL, '06360', 'Èze', 'FR', NULL, NULL, NULL, 10, NULL, 10, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(52, 'Gédéon', 'Robert', 'M', '1993-02-08', 'Turin', 'IT', NULL, NULL, NULL, 7, 7, 'grobert703@example.net', '+37760651026', '22 rue de la Turbie', 'Appartement 9', '06000', 'Nice', 'FR', NULL, NULL, NULL, 10, NULL, 10, 'en', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(53, 'Flavie', 'Aubry', 'F', '1986-02-06', 'Milan', 'FR', NULL, NULL, NULL, 10, 10, 'flavieaubry54@example.com', '0612372882', '52 avenue de la Costa', NULL, '06500', 'Menton', 'FR', NULL, NULL, NULL, 10, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(54, 'Cléandre', 'Charpentier', 'M', '2001-04-09', 'Nice', 'FR', 'cleandre.charpentier77', NULL, NULL, 9, 9, 'cleandrecharpentier@example.com', '0620369508', '6 rue Grimaldi', 'Résidence Les Pins, bât. C', '06190', 'Roquebrune-Cap-Martin', 'FR', NULL, NULL, NULL, 10, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(55, 'Mélisande', 'Martin', 'F', '2020-11-19', 'Turin', 'FR', NULL, 'Collège Charles III', 'CP', 1, 1, NULL, NULL, '33 avenue de la Costa', NULL, '06240', 'Beausoleil', 'FR', 41, NULL, NULL, 11, 4, 16, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(56, 'Armel', 'Martin', 'M', '2019-07-22', 'Nice', 'MC', NULL, 'École de la Condamine', 'CE1', 2, 2, NULL, NULL, '52 rue Comte-Félix-Gastaldi', NULL, '06320', 'La Turbie', 'FR', 41, NULL, NULL, 11, 3, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(57, 'Dorothée', 'Guillot', 'F', '2019-03-15', 'Londres', 'PT', NULL, 'Collège Bellevue', 'CE1', 2, 2, NULL, NULL, '43 boulevard des Moulins', 'Villa Paul', '06240', 'Beausoleil', 'FR', 42, NULL, NULL, 11, 3, NULL, 'en', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(58, 'Asceline', 'Berger', 'F', '2019-03-25', 'Menton', 'FR', NULL, 'Lycée Albert Ier', 'CE1', 2, 2, NULL, NULL, '42 avenue de l''Annonciade', NULL, '06320', 'La Turbie', 'FR', 43, NULL, NULL, 11, 3, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(59, 'Maureen', 'Berger', 'F', '2018-01-03', 'Cannes', 'IT', NULL, 'Lycée Pierre et Marie Curie', 'CE2', 2, 2, NULL, NULL, '24 rue Comte-Félix-Gastaldi', NULL, '06500', 'Menton', 'FR', 43, NULL, NULL, 11, 4, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(60, 'Narcisse', 'Guerin', 'M', '2019-07-20', 'Turin', 'FR', NULL, 'Lycée Pierre et Marie Curie', 'CE1', 2, 2, NULL, NULL, '30 avenue de la Costa', '12e étage', '06360', 'Èze', 'FR', 44, NULL, NULL, 11, 3, 16, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(61, 'Mathilde', 'Carre', 'F', '2018-07-28', 'Antibes', 'FR', NULL, 'Collège Bellevue', 'CE2', 2, 2, NULL, NULL, '33 avenue des Citronniers', NULL, '98000', 'Monaco', 'MC', 45, NULL, NULL, 11, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(62, 'Pierre', 'Laine', 'M', '2018-07-11', 'Turin', 'MC', NULL, 'École des Révoires', 'CE2', 2, 2, NULL, NULL, '30 avenue des Citronniers', NULL, '06000', 'Nice', 'FR', 46, 'andree.laine@example.org', '0644899486', 11, 4, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(63, 'Gerbert', 'Morin', 'M', '2020-01-19', 'Antibes', 'MC', NULL, 'Lycée Albert Ier', 'CP', 1, 1, NULL, NULL, '32 avenue du Général-de-Gaulle', NULL, '06240', 'Beausoleil', 'FR', 47, NULL, NULL, 11, 3, 11, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(64, 'Henriette', 'Rodriguez', 'F', '2018-09-04', 'Cannes', 'MC', NULL, 'École Saint-Charles', 'CE2', 2, 2, NULL, NULL, '41 avenue des Citronniers', '5e étage', '06500', 'Menton', 'FR', 48, NULL, NULL, 11, 4, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(65, 'Gertrude', 'Rodriguez', 'F', '2019-05-23', 'Lyon', 'FR', NULL, 'École de la Condamine', 'CE1', 2, 2, NULL, NULL, '26 avenue de l''Annonciade', 'Appartement 2', '06240', 'Beausoleil', 'FR', 48, NULL, NULL, 11, 4, 11, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(66, 'Évelyne', 'Roche', 'F', '2019-11-13', 'Monaco', 'FR', NULL, 'Lycée technique et hôtelier de Monaco', 'CE1', 2, 2, NULL, NULL, '17 rue Plati', NULL, '06240', 'Beausoleil', 'FR', 49, 'aurelieroche@example.com', '0691148057', 11, 4, 11, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(67, 'Manassé', 'Lemaire', 'M', '2019-06-29', 'Lyon', 'MC', NULL, 'École de la Condamine', 'CE1', 2, 2, NULL, NULL, '42 avenue de l''Annonciade', NULL, '06240', 'Beausoleil', 'FR', 50, 'arthurlemaire@example.org', '0671638313', 11, 3, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(68, 'Julien', 'Guillaume', 'M', '2019-01-27', 'Gênes', 'MC', NULL, 'Collège François d’Assise Nicolas Barré', 'CE1', 2, 2, NULL, NULL, '23 rue Grimaldi', 'Villa Moulin', '06320', 'La Turbie', 'FR', 51, NULL, NULL, 11, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(69, 'Sigebert', 'Picard', 'M', '2019-08-22', 'Lyon', 'PT', NULL, 'Collège Charles III', 'CE1', 2, 2, NULL, NULL, '21 avenue de Verdun', NULL, '06240', 'Beausoleil', 'FR', 52, 'suzanne.picard@example.net', '+37761289939', 11, 4, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(70, 'Isabeau', 'Perez', 'F', '2020-06-17', 'Gênes', 'FR', NULL, 'Collège Bellevue', 'CP', 1, 1, NULL, NULL, '34 boulevard du Jardin-Exotique', 'Résidence Les Pins, bât. A', '98000', 'Monaco', 'MC', 53, NULL, NULL, 11, 3, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(71, 'Hélène', 'Perrin', 'F', '2018-12-10', 'Turin', 'FR', NULL, 'Lycée technique et hôtelier de Monaco', 'CE2', 2, 2, NULL, NULL, '38 boulevard du Jardin-Exotique', NULL, '98000', 'Monaco', 'MC', 54, NULL, NULL, 11, 4, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(72, 'Barthélemy', 'Rey', 'M', '2018-12-25', 'Milan', 'MC', NULL, 'Collège François d’Assise Nicolas Barré', 'CE2', 2, 2, NULL, NULL, '9 avenue Hector-Otto', 'Résidence Les Pins, bât. A', '06320', 'La Turbie', 'FR', 55, 'rey.ambroise@example.net', '0660481641', 11, 4, 16, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(73, 'Mathilde', 'Adam', 'F', '2018-09-09', 'Turin', 'FR', NULL, 'Collège Bellevue', 'CE2', 2, 2, NULL, NULL, '7 chemin des Révoires', NULL, '98000', 'Monaco', 'MC', 56, NULL, NULL, 11, 3, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(74, 'Françoise', 'Rousseau', 'F', '2018-01-23', 'Nice', 'MC', NULL, 'Lycée technique et hôtelier de Monaco', 'CE2', 2, 2, NULL, NULL, '5 rue Plati', NULL, '06190', 'Roquebrune-Cap-Martin', 'FR', 57, NULL, NULL, 11, 3, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(75, 'Cécile', 'Dumas', 'F', '2019-06-18', 'Turin', 'FR', NULL, 'École Saint-Charles', 'CE1', 2, 2, NULL, NULL, '49 boulevard des Moulins', NULL, '06000', 'Nice', 'FR', 58, 'sdumas910@example.com', '0625541593', 11, 4, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(76, 'Alban', 'Gerard', 'M', '2018-03-24', 'Milan', 'FR', NULL, 'Collège François d’Assise Nicolas Barré', 'CE2', 2, 2, NULL, NULL, '23 boulevard du Jardin-Exotique', NULL, '06320', 'Cap-d''Ail', 'FR', 59, NULL, NULL, 11, NULL, 11, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(77, 'Romain', 'Masson', 'M', '2020-04-25', 'Gênes', 'IT', NULL, 'École de la Condamine', 'CP', 1, 1, NULL, NULL, '31 boulevard du Jardin-Exotique', NULL, '98000', 'Monaco', 'MC', 60, NULL, NULL, 11, NULL, 11, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(78, 'Inès', 'Dupont', 'F', '2018-10-26', 'Monaco', 'FR', NULL, 'Collège Charles III', 'CE2', 2, 2, NULL, NULL, '47 avenue de Verdun', NULL, '06320', 'Cap-d''Ail', 'FR', 61, NULL, NULL, 11, 3, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(79, 'Nicolas', 'Gerard', 'M', '2016-09-15', 'Menton', 'FR', NULL, 'École de la Condamine', 'CM2', 3, 3, NULL, NULL, '18 avenue de l''Annonciade', NULL, '06360', 'Èze', 'FR', 62, NULL, NULL, 12, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(80, 'Théodora', 'Renaud', 'F', '2016-10-14', 'Antibes', 'MC', NULL, 'École des Révoires', 'CM2', 3, 3, NULL, NULL, '40 avenue des Citronniers', '5e étage', '06500', 'Menton', 'FR', 63, 'gerbergerenaud483@example.org', '0721542305', 12, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(81, 'Eulalie', 'Lecomte', 'F', '2017-02-22', 'Cannes', 'IT', NULL, 'Lycée Albert Ier', 'CM1', 3, 3, NULL, NULL, '55 boulevard du Jardin-Exotique', 'Villa Laine', '06000', 'Nice', 'FR', 64, 'abelinlecomte@example.org', '+37765629197', 12, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(82, 'Zaché', 'Girard', 'M', '2017-02-02', 'Cannes', 'FR', NULL, 'École de la Condamine', 'CM1', 3, 3, NULL, NULL, '1 avenue Hector-Otto', NULL, '98000', 'Monaco', 'MC', 65, NULL, NULL, 12, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(83, 'Quiéta', 'Girard', 'F', '2017-02-12', 'Milan', 'FR', NULL, 'Collège François d’Assise Nicolas Barré', 'CM1', 3, 3, NULL, NULL, '54 rue de la Turbie', NULL, '06500', 'Menton', 'FR', 65, NULL, NULL, 12, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(84, 'Jocelyn', 'Girard', 'M', '2017-12-31', 'Londres', 'PT', NULL, 'Lycée Pierre et Marie Curie', 'CM1', 3, 3, NULL, NULL, '13 boulevard des Moulins', NULL, '06500', 'Menton', 'FR', 65, NULL, NULL, 12, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(85, 'Césaire', 'Leclerc', 'M', '2017-11-15', 'Gênes', 'FR', NULL, 'Collège François d’Assise Nicolas Barré', 'CM1', 3, 3, NULL, NULL, '48 boulevard des Moulins', '1e étage', '06190', 'Roquebrune-Cap-Martin', 'FR', 66, NULL, NULL, 12, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(86, 'David', 'Leclerc', 'M', '2017-11-15', 'Antibes', 'IT', NULL, 'Collège Bellevue', 'CM1', 3, 3, NULL, NULL, '60 avenue de l''Annonciade', 'Résidence Les Pins, bât. A', '06500', 'Menton', 'FR', 66, 'swassaneleclerc@example.net', '+37760438082', 12, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(87, 'Roméo', 'Michel', 'M', '2016-01-29', 'Nice', 'MC', NULL, 'École Saint-Charles', 'CM2', 3, 3, NULL, NULL, '22 rue de la Turbie', NULL, '06000', 'Nice', 'FR', 67, NULL, NULL, 12, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(88, 'Agrippine', 'Michel', 'F', '2017-04-25', 'Antibes', 'MC', NULL, 'École des Révoires', 'CM1', 3, 3, NULL, NULL, '59 chemin des Révoires', 'Villa Le gall', '06190', 'Roquebrune-Cap-Martin', 'FR', 67, NULL, NULL, 12, NULL, 17, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(89, 'Célestin', 'Bernard', 'M', '2016-01-06', 'Nice', 'FR', NULL, 'Collège Charles III', 'CM2', 3, 3, NULL, NULL, '44 avenue de l''Annonciade', NULL, '06320', 'La Turbie', 'FR', 68, NULL, NULL, 13, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(90, 'Odette', 'Charpentier', 'F', '2016-09-17', 'Marseille', 'IT', NULL, 'Collège Charles III', 'CM2', 3, 3, NULL, NULL, '15 avenue des Citronniers', NULL, '98000', 'Monaco', 'MC', 69, NULL, NULL, 13, NULL, 13, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(91, 'Annabelle', 'Bertrand', 'F', '2016-07-20', 'Londres', 'BE', NULL, 'Collège François d’Assise Nicolas Barré', 'CM2', 3, 3, NULL, NULL, '44 avenue de l''Annonciade', NULL, '06190', 'Roquebrune-Cap-Martin', 'FR', 70, 'sandrabertrand@example.net', '0625389743', 13, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(92, 'Camille', 'Schneider', 'F', '2010-09-19', 'Lyon', 'MC', NULL, 'École Saint-Charles', 'Première', 6, 6, NULL, '0777574741', '49 rue Grimaldi', NULL, '06000', 'Nice', 'FR', 71, 'isidoreschneider@example.org', '0720864993', 13, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(93, 'Quintia', 'Prevost', 'F', '2014-07-12', 'Antibes', 'FR', NULL, 'Lycée technique et hôtelier de Monaco', '5e', 4, 4, NULL, NULL, '17 avenue des Citronniers', 'Villa Gauthier', '06190', 'Roquebrune-Cap-Martin', 'FR', 72, 'moisette.prevost32@example.net', '0719988704', 13, NULL, 13, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(94, 'Cassandre', 'Caron', 'M', '2015-01-22', 'Monaco', 'FR', NULL, 'École Saint-Charles', '6e', 4, 4, NULL, NULL, '25 rue Comte-Félix-Gastaldi', NULL, '06360', 'Èze', 'FR', 73, NULL, NULL, 13, NULL, 13, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(95, 'Daniel', 'Muller', 'M', '2010-09-12', 'Paris', 'FR', 'daniel.muller09', 'Lycée Albert Ier', 'Première', 7, 7, 'muller.daniel@example.org', '0792023244', '57 avenue des Citronniers', NULL, '06320', 'Cap-d''Ail', 'FR', 74, NULL, NULL, 13, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(96, 'Achille', 'Muller', 'M', '2014-11-22', 'Milan', 'FR', NULL, 'Collège Charles III', '5e', 4, 4, NULL, NULL, '29 rue de la Turbie', NULL, '06500', 'Menton', 'FR', 74, NULL, NULL, 13, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(97, 'Aristide', 'Muller', 'M', '2010-08-12', 'Londres', 'FR', NULL, 'Lycée Albert Ier', 'Première', 6, 6, NULL, '0704830987', '11 boulevard du Jardin-Exotique', 'Villa Paris', '06500', 'Menton', 'FR', 74, NULL, NULL, 13, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(98, 'Agrippin', 'Clement', 'M', '2015-02-08', 'Londres', 'IT', NULL, 'Lycée Albert Ier', '6e', 4, 4, NULL, NULL, '31 avenue de Verdun', 'Villa Marie', '98000', 'Monaco', 'MC', 75, NULL, NULL, 13, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(99, 'Jeannot', 'Rolland', 'M', '2015-06-29', 'Menton', 'IT', NULL, 'École de la Condamine', '6e', 4, 4, NULL, NULL, '11 avenue Hector-Otto', NULL, '98000', 'Monaco', 'MC', 76, NULL, NULL, 14, NULL, 14, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(100, 'Arnaude', 'Rolland', 'F', '2014-04-28', 'Lyon', 'FR', NULL, 'Lycée Albert Ier', '5e', 4, 4, NULL, NULL, '55 rue Comte-Félix-Gastaldi', NULL, '06000', 'Nice', 'FR', 76, 'rolland.amande365@example.com', '0676353125', 14, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(101, 'Anne', 'Le roux', 'F', '2013-02-06', 'Cannes', 'MC', NULL, 'Collège Bellevue', '4e', 5, 5, NULL, NULL, '50 boulevard Princesse-Charlotte', NULL, '06320', 'La Turbie', 'FR', 77, NULL, NULL, 14, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(102, 'Anthelmette', 'Giraud', 'F', '2017-04-25', 'Nice', 'IT', NULL, 'École des Révoires', 'CM1', 3, 3, NULL, NULL, '13 rue Grimaldi', NULL, '06360', 'Èze', 'FR', 78, 'gatiengiraud@example.org', '0748129201', 14, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(103, 'Aude', 'Gauthier', 'F', '2012-03-17', 'Menton', 'FR', NULL, 'Collège François d’Assise Nicolas Barré', '3e', 5, 5, NULL, NULL, '26 avenue de Verdun', NULL, '06500', 'Menton', 'FR', 79, NULL, NULL, 14, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(104, 'Sylviane', 'Olivier', 'F', '2012-09-28', 'Paris', 'FR', 'sylviane.olivier38', 'Lycée Albert Ier', '3e', 5, 5, NULL, NULL, '16 boulevard des Moulins', NULL, '06500', 'Menton', 'FR', 80, NULL, NULL, 14, NULL, 14, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(105, 'Libère', 'Faure', 'M', '2012-05-01', 'Nice', 'FR', 'libere.faure83', 'Lycée Albert Ier', '3e', 5, 5, NULL, NULL, '46 avenue du Général-de-Gaulle', NULL, '98000', 'Monaco', 'MC', 81, NULL, NULL, 14, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(106, 'Astarté', 'Laine', 'F', '2014-04-26', 'Gênes', 'IT', NULL, 'Collège Bellevue', '5e', 4, 4, NULL, NULL, '10 rue de la Turbie', NULL, '06000', 'Nice', 'FR', 82, NULL, NULL, 14, NULL, 14, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(107, 'Anicée', 'Laine', 'F', '2017-03-07', 'Milan', 'MC', NULL, 'Lycée Pierre et Marie Curie', 'CM1', 3, 3, NULL, NULL, '56 avenue du Général-de-Gaulle', 'Résidence Les Pins, bât. A', '06320', 'La Turbie', 'FR', 82, NULL, NULL, 14, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(108, 'Danielle', 'Roger', 'F', '2012-11-03', 'Antibes', 'FR', NULL, 'École des Révoires', '3e', 5, 5, NULL, NULL, '59 avenue des Citronniers', NULL, '06240', 'Beausoleil', 'FR', 83, NULL, NULL, 14, NULL, 14, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(109, 'Gaspar', 'Guyot', 'M', '1999-07-30', 'Gênes', 'MC', 'gaspar.guyot02', NULL, NULL, 10, 10, 'gasparguyot@example.com', '0715235931', '41 avenue de l''Annonciade', NULL, '98000', 'Monaco', 'MC', NULL, NULL, NULL, 15, NULL, 15, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(110, 'Mathilde', 'Duval', 'F', '2010-11-05', 'Lyon', 'FR', 'mathilde.duval74', 'École Saint-Charles', 'Première', 8, 8, 'mduval618@example.net', '0707220705', '12 boulevard du Jardin-Exotique', 'Appartement 75', '06000', 'Nice', 'FR', 84, NULL, NULL, 15, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(111, 'Scholastique', 'Dupuis', 'F', '2014-01-19', 'Londres', 'FR', NULL, 'Lycée technique et hôtelier de Monaco', '5e', 4, 4, NULL, NULL, '48 avenue du Général-de-Gaulle', NULL, '98000', 'Monaco', 'MC', 85, NULL, NULL, 15, NULL, 15, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(112, 'Trajan', 'Roy', 'M', '2014-06-13', 'Cannes', 'IT', NULL, 'Lycée Albert Ier', '5e', 4, 4, NULL, NULL, '14 avenue de Verdun', '2e étage', '06500', 'Menton', 'FR', 86, 'roy.quieta934@example.org', '0727766286', 15, NULL, 15, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(113, 'Apolline', 'Jean', 'F', '2008-03-23', 'Lyon', 'MC', NULL, NULL, NULL, 6, 6, 'apollinejean@example.org', '0794148398', '8 chemin des Révoires', NULL, '06500', 'Menton', 'FR', NULL, NULL, NULL, 15, NULL, 15, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(114, 'Assomption', 'Roy', 'F', '2017-02-03', 'Turin', 'FR', NULL, 'École des Révoires', 'CM1', 3, 3, NULL, NULL, '52 avenue du Général-de-Gaulle', NULL, '06360', 'Èze', 'FR', 86, 'aroy@example.net', '0649214935', 16, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(115, 'Corentine', 'Bonnet', 'F', '2019-02-10', 'Paris', 'FR', NULL, 'École Saint-Charles', 'CE1', 2, 2, NULL, NULL, '49 rue Plati', 'Villa Gaillard', '06320', 'La Turbie', 'FR', 87, NULL, NULL, 16, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:43.725Z', 2, NULL, DEFAULT, DEFAULT),
	(116, 'Isabeau', 'Schneider', 'M', '2017-01-25', 'Marseille', 'FR', NULL, 'Collège François d’Assise Nicolas Barré', 'CM1', 3, 3, NULL, NULL, '29 rue Comte-Félix-Gastaldi', 'Villa Lefevre', '98000', 'Monaco', 'MC', 88, NULL, NULL, 16, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(117, 'Lucas', 'David', 'M', '2019-04-20', 'Paris', 'FR', NULL, 'Collège Charles III', 'CE1', 2, 2, NULL, NULL, '46 chemin des Révoires', NULL, '06190', 'Roquebrune-Cap-Martin', 'FR', 89, 'david.palemon@example.com', '0601696703', 16, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(118, 'Marceau', 'Adam', 'M', '2018-06-10', 'Gênes', 'IT', NULL, 'École Saint-Charles', 'CE2', 2, 2, NULL, NULL, '8 rue Plati', 'Villa Vidal', '06320', 'La Turbie', 'FR', 90, NULL, NULL, 16, NULL, 16, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(119, 'Anicet', 'Carpentier', 'M', '2018-05-12', 'Nice', 'FR', NULL, 'Collège Charles III', 'CE2', 2, 2, NULL, NULL, '12 rue Plati', NULL, '98000', 'Monaco', 'MC', 91, NULL, NULL, 16, NULL, 16, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(120, 'Pécine', 'Carpentier', 'F', '2017-12-12', 'Milan', 'MC', NULL, 'École des Révoires', 'CM1', 3, 3, NULL, NULL, '10 avenue du Général-de-Gaulle', NULL, '06320', 'Cap-d''Ail', 'FR', 91, NULL, NULL, 16, NULL, 16, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(121, 'Odette', 'Paris', 'F', '2019-02-24', 'Nice', 'FR', NULL, 'Collège Bellevue', 'CE1', 2, 2, NULL, NULL, '18 avenue Hector-Otto', NULL, '06240', 'Beausoleil', 'FR', 92, NULL, NULL, 16, NULL, 16, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(122, 'Alban', 'Faure', 'M', '2019-04-06', 'Turin', 'FR', NULL, 'Lycée Albert Ier', 'CE1', 2, 2, NULL, NULL, '19 boulevard du Jardin-Exotique', NULL, '06190', 'Roquebrune-Cap-Martin', 'FR', 93, NULL, NULL, 16, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(123, 'Archange', 'Gerard', 'F', '2017-09-20', 'Menton', 'FR', NULL, 'Lycée Pierre et Marie Curie', 'CM1', 3, 3, NULL, NULL, '4 avenue Hector-Otto', '4e étage', '98000', 'Monaco', 'MC', 93, 'aaron.gerard@example.net', '0643264748', 16, NULL, 16, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(124, 'Lazare', 'Gerard', 'M', '2017-11-13', 'Monaco', 'MC', NULL, 'Collège Bellevue', 'CM1', 3, 3, NULL, NULL, '39 rue de la Turbie', NULL, '06360', 'Èze', 'FR', 93, 'germain.gerard@example.org', '+37761246286', 16, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(125, 'Abdon', 'Gauthier', 'M', '2018-10-11', 'Milan', 'MC', NULL, 'Collège Charles III', 'CE2', 2, 2, NULL, NULL, '32 rue Plati', NULL, '06500', 'Menton', 'FR', 94, NULL, NULL, 16, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(126, 'Rodolphe', 'Martin', 'M', '2018-09-21', 'Milan', 'BE', NULL, 'Collège Charles III', 'CE2', 2, 2, NULL, NULL, '26 avenue de la Costa', 'Appartement 52', '98000', 'Monaco', 'MC', 95, NULL, NULL, 16, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(127, 'Louis', 'Le roux', 'M', '2019-05-19', 'Menton', 'MC', NULL, 'Lycée Albert Ier', 'CE1', 2, 2, NULL, NULL, '11 boulevard Princesse-Charlotte', NULL, '06320', 'Cap-d''Ail', 'FR', 96, NULL, NULL, 16, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(128, 'Léandre', 'Mathieu', 'M', '2017-06-03', 'Londres', 'FR', NULL, 'École de la Condamine', 'CM1', 3, 3, NULL, NULL, '53 boulevard des Moulins', NULL, '06320', 'La Turbie', 'FR', 97, NULL, NULL, 16, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(129, 'Ariel', 'Colin', 'M', '2017-10-17', 'Antibes', 'FR', NULL, 'École de la Condamine', 'CM1', 3, 3, NULL, NULL, '41 rue de la Turbie', 'Villa Bernard', '06190', 'Roquebrune-Cap-Martin', 'FR', 98, 'colin.serge@example.com', '0640696147', 16, NULL, 16, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(130, 'Adrien', 'Colin', 'M', '2017-04-15', 'Menton', 'MC', NULL, 'Collège Bellevue', 'CM1', 3, 3, NULL, NULL, '8 rue de la Turbie', NULL, '06500', 'Menton', 'FR', 98, NULL, NULL, 16, NULL, 16, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(131, 'Caribert', 'Colin', 'M', '2019-05-20', 'Nice', 'FR', NULL, 'Lycée Albert Ier', 'CE1', 2, 2, NULL, NULL, '5 boulevard Princesse-Charlotte', NULL, '06320', 'Cap-d''Ail', 'FR', 98, NULL, NULL, 16, NULL, 16, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(132, 'Aliénor', 'Dupuis', 'F', '2017-05-17', 'Paris', 'MC', NULL, 'Lycée Pierre et Marie Curie', 'CM1', 3, 3, NULL, NULL, '45 avenue de la Costa', 'Villa Denis', '06000', 'Nice', 'FR', 99, NULL, NULL, 16, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(133, 'Aurore', 'Gaillard', 'F', '2017-12-03', 'Antibes', 'FR', NULL, 'École Saint-Charles', 'CM1', 3, 3, NULL, NULL, '7 boulevard des Moulins', NULL, '06240', 'Beausoleil', 'FR', 100, 'gaillard.ansbert945@example.org', '0688990749', 16, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(134, 'Éléonore', 'Laine', 'F', '2018-02-16', 'Gênes', 'IT', NULL, 'Collège François d’Assise Nicolas Barré', 'CE2', 2, 2, NULL, NULL, '49 avenue de l''Annonciade', NULL, '98000', 'Monaco', 'MC', 101, NULL, NULL, 16, NULL, 16, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(135, 'Marthe', 'Laine', 'F', '2018-12-29', 'Monaco', 'FR', NULL, 'École de la Condamine', 'CE2', 2, 2, NULL, NULL, '2 rue Comte-Félix-Gastaldi', NULL, '06240', 'Beausoleil', 'FR', 101, 'alicelaine@example.net', '+37769203099', 16, NULL, 16, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(136, 'Maxime', 'Jacquet', 'M', '2019-01-26', 'Lyon', 'FR', NULL, 'Collège Charles III', 'CE1', 2, 2, NULL, NULL, '10 boulevard des Moulins', NULL, '06240', 'Beausoleil', 'FR', 102, NULL, NULL, 16, NULL, 16, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(137, 'Constant', 'Barre', 'M', '2019-03-23', 'Turin', 'FR', NULL, 'Collège Charles III', 'CE1', 2, 2, NULL, NULL, '14 avenue Hector-Otto', NULL, '06320', 'Cap-d''Ail', 'FR', 103, NULL, NULL, 16, NULL, 16, 'en', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(138, 'Savin', 'Charpentier', 'M', '2015-06-21', 'Turin', 'FR', NULL, 'École des Révoires', '6e', 4, 4, NULL, NULL, '52 avenue Hector-Otto', 'Villa Duval', '06000', 'Nice', 'FR', 104, NULL, NULL, 17, NULL, 17, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(139, 'Dorian', 'Charpentier', 'M', '2015-12-11', 'Antibes', 'FR', NULL, 'École Saint-Charles', '6e', 4, 4, NULL, NULL, '14 boulevard du Jardin-Exotique', NULL, '06000', 'Nice', 'FR', 104, NULL, NULL, 17, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:43.733Z', 2, NULL, DEFAULT, DEFAULT),
	(140, 'Dominique', 'Thomas', 'F', '2015-11-21', 'Lyon', 'MC', NULL, 'École de la Condamine', '6e', 4, 4, NULL, NULL, '30 rue Plati', NULL, '06320', 'Cap-d''Ail', 'FR', 105, NULL, NULL, 17, NULL, 17, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(141, 'Hélier', 'Dupuis', 'M', '2015-07-28', 'Londres', 'FR', NULL, 'École des Révoires', '6e', 4, 4, NULL, NULL, '32 chemin des Révoires', NULL, '06360', 'Èze', 'FR', 106, 'dupuis.melodie387@example.org', '+37768199544', 17, NULL, NULL, 'en', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(142, 'Eugène', 'Dupuy', 'M', '2014-12-07', 'Londres', 'IT', NULL, 'Lycée technique et hôtelier de Monaco', '5e', 4, 4, NULL, NULL, '41 rue Comte-Félix-Gastaldi', 'Appartement 56', '06500', 'Menton', 'FR', 107, NULL, NULL, 17, NULL, 17, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(143, 'Bertrand', 'Fournier', 'M', '2014-07-24', 'Londres', 'FR', NULL, 'École de la Condamine', '5e', 4, 4, NULL, NULL, '1 boulevard Princesse-Charlotte', 'Appartement 33', '06360', 'Èze', 'FR', 108, NULL, NULL, 17, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(144, 'Bénédicte', 'Garcia', 'F', '2015-03-01', 'Turin', 'FR', NULL, 'Lycée technique et hôtelier de Monaco', '6e', 4, 4, NULL, NULL, '38 rue Plati', NULL, '06320', 'Cap-d''Ail', 'FR', 109, NULL, NULL, 17, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(145, 'Quiéta', 'Barre', 'F', '2014-09-27', 'Gênes', 'CH', NULL, 'Collège Bellevue', '5e', 4, 4, NULL, NULL, '33 boulevard Princesse-Charlotte', NULL, '06320', 'La Turbie', 'FR', 110, NULL, NULL, 17, NULL, 17, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(146, 'Raoul', 'Marie', 'M', '2014-02-25', 'Menton', 'IT', NULL, 'Lycée Pierre et Marie Curie', '5e', 4, 4, NULL, NULL, '57 boulevard des Moulins', '3e étage', '06320', 'Cap-d''Ail', 'FR', 111, 'annemarie@example.net', '0720952490', 17, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(147, 'Mylène', 'Giraud', 'F', '2019-01-13', 'Lyon', 'FR', NULL, 'École des Révoires', 'CE1', 2, 2, NULL, NULL, '52 rue Comte-Félix-Gastaldi', '5e étage', '06190', 'Roquebrune-Cap-Martin', 'FR', 112, 'aldegonde.giraud398@example.org', '+37769476162', 5, NULL, NULL, 'fr', '2026-10-27T01:44:33.195Z', '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(148, 'Pascale', 'Renault', 'F', '2019-01-11', 'Nice', 'FR', NULL, 'Lycée Albert Ier', 'CE1', 2, 2, NULL, NULL, '14 boulevard du Jardin-Exotique', NULL, '06240', 'Beausoleil', 'FR', 113, 'felicierenault@example.net', '0770959409', 5, NULL, NULL, 'en', '2026-09-22T21:15:48.400Z', '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(149, 'Léandre', 'Dupuis', 'M', '2019-11-29', 'Menton', 'BE', NULL, 'Lycée Albert Ier', 'CE1', 2, 2, NULL, NULL, '10 boulevard du Jardin-Exotique', 'Résidence Les Pins, bât. B', '06000', 'Nice', 'FR', 114, NULL, NULL, 1, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT),
	(150, 'Archange', 'Barbier', 'F', '2002-09-13', 'Nice', 'FR', NULL, NULL, NULL, 9, 9, 'archange.barbier@example.org', '+37767587402', '14 avenue de Verdun', NULL, '06320', 'Cap-d''Ail', 'FR', NULL, NULL, NULL, 1, NULL, NULL, 'fr', NULL, '2026-11-25T11:02:36.658Z', '2026-11-25T11:02:36.658Z', 1, NULL, DEFAULT, DEFAULT);


--
-- Data for Name: packs; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.packs VALUES
	(1, 'Sans pack', 'No pack'),
	(2, 'Pack loisir (bonnet, t-shirt)', 'Leisure pack (cap, T-shirt)'),
	(3, 'Pack compétition (bonnet, t-shirt, short, sac)', 'Competition pack (cap, T-shirt, shorts, bag)');


--
-- Data for Name: refresh_tokens; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.refresh_tokens VALUES
	('b1ffe7470ce42dc6a925fa3e13c6dd22eb8011ec9c8a2e9ab447277681550034', '842eddca3f04e9606cc42eebce86ec43', '2026-11-25T11:02:43.004Z', NULL);


--
-- Data for Name: roles; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.roles VALUES
	(1, 'ADMIN'),
	(2, 'COACH'),
	(3, 'SECTION_MANAGER');


--
-- Data for Name: seasons; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.seasons VALUES
	(1, '2026-2027', '2026-09-01', '2027-08-31', 1, 150);


--
-- Data for Name: sections; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sections VALUES
	(1, 'Aucune', NULL, 'NONE', 1),
	(2, 'Natation', 2, NULL, 1),
	(3, 'Water-polo', 2, NULL, 1),
	(4, 'Plongeon', 2, NULL, 1),
	(5, 'Natation artistique', 2, NULL, 1),
	(6, 'Activités annexes', 2, NULL, 1);


--
-- Data for Name: shirt_sizes; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.shirt_sizes VALUES
	(1, '6 ans', 1),
	(2, '8 ans', 2),
	(3, '10 ans', 3),
	(4, '12 ans', 4),
	(5, '14 ans', 5),
	(6, 'XS', 6),
	(7, 'S', 7),
	(8, 'M', 8),
	(9, 'L', 9),
	(10, 'XL', 10),
	(11, 'XXL', 11);


--
-- Data for Name: short_sizes; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.short_sizes VALUES
	(1, '6 ans', 1),
	(2, '8 ans', 2),
	(3, '10 ans', 3),
	(4, '12 ans', 4),
	(5, '14 ans', 5),
	(6, 'XS', 6),
	(7, 'S', 7),
	(8, 'M', 8),
	(9, 'L', 9),
	(10, 'XL', 10),
	(11, 'XXL', 11);


--
-- Data for Name: sub_group_coaches; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sub_group_coaches VALUES
	(1, 8),
	(2, 8),
	(3, 3),
	(4, 3);


--
-- Data for Name: sub_groups; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sub_groups VALUES
	(1, 6, 'Petits'),
	(2, 6, 'Grands'),
	(3, 11, 'Ligne 1'),
	(4, 11, 'Ligne 2');


--
-- Data for Name: subscription_state_changes; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.subscription_state_changes VALUES
	(1, 1, NULL, 'SCHEDULED', NULL, '2026-09-01T22:46:23.062Z', 'STAFF'),
	(2, 1, 'SCHEDULED', 'DONE', 2, '2026-09-01T22:46:23.062Z', 'STAFF'),
	(3, 2, NULL, 'SCHEDULED', NULL, '2026-09-12T03:57:53.785Z', 'STAFF'),
	(4, 3, NULL, 'SCHEDULED', NULL, '2026-09-24T10:16:55.600Z', 'STAFF'),
	(5, 4, NULL, 'SCHEDULED', NULL, '2026-09-21T08:27:42.480Z', 'STAFF'),
	(6, 4, 'SCHEDULED', 'DONE', 1, '2026-09-21T08:27:42.480Z', 'STAFF'),
	(7, 5, NULL, 'SCHEDULED', NULL, '2026-09-28T16:09:59.029Z', 'STAFF'),
	(8, 5, 'SCHEDULED', 'DONE', 1, '2026-09-28T16:09:59.029Z', 'STAFF'),
	(9, 6, NULL, 'SCHEDULED', NULL, '2026-09-24T07:40:47.714Z', 'STAFF'),
	(10, 6, 'SCHEDULED', 'STARTED', NULL, '2026-09-24T07:40:47.714Z', 'STAFF'),
	(11, 7, NULL, 'SCHEDULED', NULL, '2026-11-05T16:41:42.219Z', 'STAFF'),
	(12, 8, NULL, 'SCHEDULED', NULL, '2026-11-08T20:53:02.779Z', 'STAFF'),
	(13, 8, 'SCHEDULED', 'DONE', 2, '2026-11-08T20:53:02.779Z', 'STAFF'),
	(14, 9, NULL, 'SCHEDULED', NULL, '2026-10-12T08:06:20.680Z', 'STAFF'),
	(15, 10, NULL, 'SCHEDULED', NULL, '2026-09-24T07:42:57.698Z', 'STAFF'),
	(16, 10, 'SCHEDULED', 'DONE', 1, '2026-09-24T07:42:57.698Z', 'STAFF'),
	(17, 11, NULL, 'SCHEDULED', NULL, '2026-11-14T04:41:57.571Z', 'STAFF'),
	(18, 11, 'SCHEDULED', 'MISSING_DOC', 2, '2026-11-14T04:41:57.571Z', 'STAFF'),
	(19, 12, NULL, 'SCHEDULED', NULL, '2026-11-12T04:01:21.387Z', 'STAFF'),
	(20, 13, NULL, 'SCHEDULED', NULL, '2026-09-23T00:09:51.340Z', 'STAFF'),
	(21, 13, 'SCHEDULED', 'DONE', 1, '2026-09-23T00:09:51.340Z', 'STAFF'),
	(22, 14, NULL, 'SCHEDULED', NULL, '2026-10-24T21:48:16.952Z', 'STAFF'),
	(23, 14, 'SCHEDULED', 'DONE', 2, '2026-10-24T21:48:16.952Z', 'STAFF'),
	(24, 15, NULL, 'SCHEDULED', NULL, '2026-11-17T02:14:43.534Z', 'STAFF'),
	(25, 15, 'SCHEDULED', 'DONE', 1, '2026-11-17T02:14:43.534Z', 'STAFF'),
	(26, 16, NULL, 'SCHEDULED', NULL, '2026-09-17T17:53:30.757Z', 'STAFF'),
	(27, 16, 'SCHEDULED', 'MISSING_DOC', 2, '2026-09-17T17:53:30.757Z', 'STAFF'),
	(28, 17, NULL, 'SCHEDULED', NULL, '2026-11-02T19:10:24.498Z', 'STAFF'),
	(29, 17, 'SCHEDULED', 'STARTED', NULL, '2026-11-02T19:10:24.498Z', 'STAFF'),
	(30, 18, NULL, 'SCHEDULED', NULL, '2026-10-22T08:51:08.747Z', 'STAFF'),
	(31, 19, NULL, 'SCHEDULED', NULL, '2026-11-17T15:33:36.376Z', 'STAFF'),
	(32, 20, NULL, 'SCHEDULED', NULL, '2026-11-09T00:19:26.627Z', 'STAFF'),
	(33, 21, NULL, 'SCHEDULED', NULL, '2026-10-16T13:46:44.906Z', 'STAFF'),
	(34, 22, NULL, 'SCHEDULED', NULL, '2026-10-26T01:41:59.247Z', 'STAFF'),
	(35, 22, 'SCHEDULED', 'MISSING_DOC', 1, '2026-10-26T01:41:59.247Z', 'STAFF'),
	(36, 23, NULL, 'SCHEDULED', NULL, '2026-11-22T13:58:52.378Z', 'STAFF'),
	(37, 23, 'SCHEDULED', 'DONE', 2, '2026-11-22T13:58:52.378Z', 'STAFF'),
	(38, 24, NULL, 'SCHEDULED', NULL, '2026-11-01T21:39:24.382Z', 'STAFF'),
	(39, 25, NULL, 'SCHEDULED', NULL, '2026-09-07T00:23:57.924Z', 'STAFF'),
	(40, 25, 'SCHEDULED', 'DONE', 1, '2026-09-07T00:23:57.924Z', 'STAFF'),
	(41, 26, NULL, 'SCHEDULED', NULL, '2026-11-14T09:55:32.603Z', 'STAFF'),
	(42, 26, 'SCHEDULED', 'MISSING_DOC', 2, '2026-11-14T09:55:32.603Z', 'STAFF'),
	(43, 27, NULL, 'SCHEDULED', NULL, '2026-09-17T12:32:33.106Z', 'STAFF'),
	(44, 27, 'SCHEDULED', 'DONE', 2, '2026-09-17T12:32:33.106Z', 'STAFF'),
	(45, 28, NULL, 'SCHEDULED', NULL, '2026-10-05T23:11:19.403Z', 'STAFF'),
	(46, 28, 'SCHEDULED', 'MISSING_DOC', 2, '2026-10-05T23:11:19.403Z', 'STAFF'),
	(47, 29, NULL, 'SCHEDULED', NULL, '2026-11-03T18:33:29.743Z', 'STAFF'),
	(48, 29, 'SCHEDULED', 'MISSING_DOC', 1, '2026-11-03T18:33:29.743Z', 'STAFF'),
	(49, 30, NULL, 'SCHEDULED', NULL, '2026-11-18T15:01:36.323Z', 'STAFF'),
	(50, 31, NULL, 'SCHEDULED', NULL, '2026-09-27T16:50:48.225Z', 'STAFF'),
	(51, 32, NULL, 'SCHEDULED', NULL, '2026-10-08T09:27:47.185Z', 'STAFF'),
	(52, 33, NULL, 'SCHEDULED', NULL, '2026-09-09T01:12:26.142Z', 'STAFF'),
	(53, 33, 'SCHEDULED', 'DONE', 2, '2026-09-09T01:12:26.142Z', 'STAFF'),
	(54, 34, NULL, 'SCHEDULED', NULL, '2026-10-09T10:56:59.013Z', 'STAFF'),
	(55, 34, 'SCHEDULED', 'DONE', 2, '2026-10-09T10:56:59.013Z', 'STAFF'),
	(56, 35, NULL, 'SCHEDULED', NULL, '2026-10-19T10:52:05.391Z', 'STAFF'),
	(57, 35, 'SCHEDULED', 'DONE', 1, '2026-10-19T10:52:05.391Z', 'STAFF'),
	(58, 36, NULL, 'SCHEDULED', NULL, '2026-10-18T11:37:12.886Z', 'STAFF'),
	(59, 36, 'SCHEDULED', 'MISSING_DOC', 2, '2026-10-18T11:37:12.886Z', 'STAFF'),
	(60, 37, NULL, 'SCHEDULED', NULL, '2026-10-10T03:08:47.224Z', 'STAFF'),
	(61, 37, 'SCHEDULED', 'STARTED', NULL, '2026-10-10T03:08:47.224Z', 'STAFF'),
	(62, 38, NULL, 'SCHEDULED', NULL, '2026-11-18T22:55:34.271Z', 'STAFF'),
	(63, 38, 'SCHEDULED', 'MISSING_DOC', 2, '2026-11-18T22:55:34.271Z', 'STAFF'),
	(64, 39, NULL, 'SCHEDULED', NULL, '2026-09-09T18:13:59.924Z', 'STAFF'),
	(65, 39, 'SCHEDULED', 'DONE', 2, '2026-09-09T18:13:59.924Z', 'STAFF'),
	(66, 40, NULL, 'SCHEDULED', NULL, '2026-11-24T07:56:40.753Z', 'STAFF'),
	(67, 40, 'SCHEDULED', 'MISSING_DOC', 1, '2026-11-24T07:56:40.753Z', 'STAFF'),
	(68, 41, NULL, 'SCHEDULED', NULL, '2026-10-23T10:02:57.191Z', 'STAFF'),
	(69, 41, 'SCHEDULED', 'MISSING_DOC', 2, '2026-10-23T10:02:57.191Z', 'STAFF'),
	(70, 42, NULL, 'SCHEDULED', NULL, '2026-10-05T18:21:16.113Z', 'STAFF'),
	(71, 42, 'SCHEDULED', 'DONE', 1, '2026-10-05T18:21:16.113Z', 'STAFF'),
	(72, 43, NULL, 'SCHEDULED', NULL, '2026-11-07T22:32:25.477Z', 'STAFF'),
	(73, 43, 'SCHEDULED', 'MISSING_DOC', 1, '2026-11-07T22:32:25.477Z', 'STAFF'),
	(74, 44, NULL, 'SCHEDULED', NULL, '2026-10-04T00:43:40.276Z', 'STAFF'),
	(75, 44, 'SCHEDULED', 'STARTED', NULL, '2026-10-04T00:43:40.276Z', 'STAFF'),
	(76, 45, NULL, 'SCHEDULED', NULL, '2026-09-10T07:03:46.911Z', 'STAFF'),
	(77, 45, 'SCHEDULED', 'MISSING_DOC', 1, '2026-09-10T07:03:46.911Z', 'STAFF'),
	(78, 46, NULL, 'SCHEDULED', NULL, '2026-11-21T02:04:04.631Z', 'STAFF'),
	(79, 46, 'SCHEDULED', 'STARTED', NULL, '2026-11-21T02:04:04.631Z', 'STAFF'),
	(80, 47, NULL, 'SCHEDULED', NULL, '2026-10-11T17:39:31.192Z', 'STAFF'),
	(81, 47, 'SCHEDULED', 'DONE', 2, '2026-10-11T17:39:31.192Z', 'STAFF'),
	(82, 48, NULL, 'SCHEDULED', NULL, '2026-10-09T19:35:38.828Z', 'STAFF'),
	(83, 48, 'SCHEDULED', 'DONE', 1, '2026-10-09T19:35:38.828Z', 'STAFF'),
	(84, 49, NULL, 'SCHEDULED', NULL, '2026-11-07T11:45:28.517Z', 'STAFF'),
	(85, 49, 'SCHEDULED', 'STARTED', NULL, '2026-11-07T11:45:28.517Z', 'STAFF'),
	(86, 50, NULL, 'SCHEDULED', NULL, '2026-09-16T22:24:01.318Z', 'STAFF'),
	(87, 50, 'SCHEDULED', 'DONE', 1, '2026-09-16T22:24:01.318Z', 'STAFF'),
	(88, 51, NULL, 'SCHEDULED', NULL, '2026-11-02T17:01:44.804Z', 'STAFF'),
	(89, 51, 'SCHEDULED', 'DONE', 2, '2026-11-02T17:01:44.804Z', 'STAFF'),
	(90, 52, NULL, 'SCHEDULED', NULL, '2026-10-23T20:41:01.006Z', 'STAFF'),
	(91, 52, 'SCHEDULED', 'DONE', 1, '2026-10-23T20:41:01.006Z', 'STAFF'),
	(92, 53, NULL, 'SCHEDULED', NULL, '2026-10-25T09:41:20.994Z', 'STAFF'),
	(93, 53, 'SCHEDULED', 'DONE', 1, '2026-10-25T09:41:20.994Z', 'STAFF'),
	(94, 54, NULL, 'SCHEDULED', NULL, '2026-09-12T13:09:01.131Z', 'STAFF'),
	(95, 54, 'SCHEDULED', 'STARTED', NULL, '2026-09-12T13:09:01.131Z', 'STAFF'),
	(96, 55, NULL, 'SCHEDULED', NULL, '2026-09-28T14:25:19.450Z', 'STAFF'),
	(97, 55, 'SCHEDULED', 'DONE', 1, '2026-09-28T14:25:19.450Z', 'STAFF'),
	(98, 56, NULL, 'SCHEDULED', NULL, '2026-11-10T17:01:47.723Z', 'STAFF'),
	(99, 57, NULL, 'SCHEDULED', NULL, '2026-10-21T05:11:17.294Z', 'STAFF'),
	(100, 58, NULL, 'SCHEDULED', NULL, '2026-10-02T22:50:20.703Z', 'STAFF'),
	(101, 58, 'SCHEDULED', 'DONE', 1, '2026-10-02T22:50:20.703Z', 'STAFF'),
	(102, 59, NULL, 'SCHEDULED', NULL, '2026-09-12T14:37:47.574Z', 'STAFF'),
	(103, 59, 'SCHEDULED', 'STARTED', NULL, '2026-09-12T14:37:47.574Z', 'STAFF'),
	(104, 60, NULL, 'SCHEDULED', NULL, '2026-11-05T07:19:45.153Z', 'STAFF'),
	(105, 60, 'SCHEDULED', 'MISSING_DOC', 1, '2026-11-05T07:19:45.153Z', 'STAFF'),
	(106, 61, NULL, 'SCHEDULED', NULL, '2026-09-01T21:40:18.100Z', 'STAFF'),
	(107, 61, 'SCHEDULED', 'MISSING_DOC', 2, '2026-09-01T21:40:18.100Z', 'STAFF'),
	(108, 62, NULL, 'SCHEDULED', NULL, '2026-09-24T06:43:11.787Z', 'STAFF'),
	(109, 63, NULL, 'SCHEDULED', NULL, '2026-09-13T06:55:25.137Z', 'STAFF'),
	(110, 63, 'SCHEDULED', 'MISSING_DOC', 1, '2026-09-13T06:55:25.137Z', 'STAFF'),
	(111, 64, NULL, 'SCHEDULED', NULL, '2026-10-24T16:05:59.626Z', 'STAFF'),
	(112, 64, 'SCHEDULED', 'DONE', 1, '2026-10-24T16:05:59.626Z', 'STAFF'),
	(113, 65, NULL, 'SCHEDULED', NULL, '2026-11-03T05:04:37.272Z', 'STAFF'),
	(114, 65, 'SCHEDULED', 'DONE', 2, '2026-11-03T05:04:37.272Z', 'STAFF'),
	(115, 66, NULL, 'SCHEDULED', NULL, '2026-11-23T11:28:49.977Z', 'STAFF'),
	(116, 66, 'SCHEDULED', 'DONE', 1, '2026-11-23T11:28:49.977Z', 'STAFF'),
	(117, 67, NULL, 'SCHEDULED', NULL, '2026-09-12T07:28:39.355Z', 'STAFF'),
	(118, 68, NULL, 'SCHEDULED', NULL, '2026-10-02T10:19:35.317Z', 'STAFF'),
	(119, 68, 'SCHEDULED', 'DONE', 2, '2026-10-02T10:19:35.317Z', 'STAFF'),
	(120, 69, NULL, 'SCHEDULED', NULL, '2026-11-02T15:28:40.960Z', 'STAFF'),
	(121, 69, 'SCHEDULED', 'DONE', 2, '2026-11-02T15:28:40.960Z', 'STAFF'),
	(122, 70, NULL, 'SCHEDULED', NULL, '2026-09-23T00:09:37.141Z', 'STAFF'),
	(123, 70, 'SCHEDULED', 'DONE', 1, '2026-09-23T00:09:37.141Z', 'STAFF'),
	(124, 71, NULL, 'SCHEDULED', NULL, '2026-10-07T16:29:46.302Z', 'STAFF'),
	(125, 71, 'SCHEDULED', 'STARTED', NULL, '2026-10-07T16:29:46.302Z', 'STAFF'),
	(126, 72, NULL, 'SCHEDULED', NULL, '2026-10-25T08:04:47.666Z', 'STAFF'),
	(127, 72, 'SCHEDULED', 'STARTED', NULL, '2026-10-25T08:04:47.666Z', 'STAFF'),
	(128, 73, NULL, 'SCHEDULED', NULL, '2026-11-17T14:38:07.185Z', 'STAFF'),
	(129, 73, 'SCHEDULED', 'MISSING_DOC', 1, '2026-11-17T14:38:07.185Z', 'STAFF'),
	(130, 74, NULL, 'SCHEDULED', NULL, '2026-10-20T10:31:25.658Z', 'STAFF'),
	(131, 74, 'SCHEDULED', 'STARTED', NULL, '2026-10-20T10:31:25.658Z', 'STAFF'),
	(132, 75, NULL, 'SCHEDULED', NULL, '2026-10-01T01:21:25.805Z', 'STAFF'),
	(133, 75, 'SCHEDULED', 'MISSING_DOC', 2, '2026-10-01T01:21:25.805Z', 'STAFF'),
	(134, 76, NULL, 'SCHEDULED', NULL, '2026-09-12T09:04:42.307Z', 'STAFF'),
	(135, 76, 'SCHEDULED', 'MISSING_DOC', 2, '2026-09-12T09:04:42.307Z', 'STAFF'),
	(136, 77, NULL, 'SCHEDULED', NULL, '2026-11-20T22:34:08.288Z', 'STAFF'),
	(137, 77, 'SCHEDULED', 'STARTED', NULL, '2026-11-20T22:34:08.288Z', 'STAFF'),
	(138, 78, NULL, 'SCHEDULED', NULL, '2026-10-07T14:05:02.511Z', 'STAFF'),
	(139, 78, 'SCHEDULED', 'DONE', 1, '2026-10-07T14:05:02.511Z', 'STAFF'),
	(140, 79, NULL, 'SCHEDULED', NULL, '2026-11-03T12:28:39.235Z', 'STAFF'),
	(141, 79, 'SCHEDULED', 'MISSING_DOC', 1, '2026-11-03T12:28:39.235Z', 'STAFF'),
	(142, 80, NULL, 'SCHEDULED', NULL, '2026-10-13T13:31:55.325Z', 'STAFF'),
	(143, 80, 'SCHEDULED', 'STARTED', NULL, '2026-10-13T13:31:55.325Z', 'STAFF'),
	(144, 81, NULL, 'SCHEDULED', NULL, '2026-10-14T08:59:34.421Z', 'STAFF'),
	(145, 81, 'SCHEDULED', 'DONE', 1, '2026-10-14T08:59:34.421Z', 'STAFF'),
	(146, 82, NULL, 'SCHEDULED', NULL, '2026-11-07T11:06:50.802Z', 'STAFF'),
	(147, 82, 'SCHEDULED', 'MISSING_DOC', 2, '2026-11-07T11:06:50.802Z', 'STAFF'),
	(148, 83, NULL, 'SCHEDULED', NULL, '2026-11-06T05:51:48.348Z', 'STAFF'),
	(149, 83, 'SCHEDULED', 'STARTED', NULL, '2026-11-06T05:51:48.348Z', 'STAFF'),
	(150, 84, NULL, 'SCHEDULED', NULL, '2026-11-11T20:09:27.951Z', 'STAFF'),
	(151, 85, NULL, 'SCHEDULED', NULL, '2026-09-15T03:27:34.825Z', 'STAFF'),
	(152, 85, 'SCHEDULED', 'DONE', 1, '2026-09-15T03:27:34.825Z', 'STAFF'),
	(153, 86, NULL, 'SCHEDULED', NULL, '2026-10-22T08:32:08.629Z', 'STAFF'),
	(154, 86, 'SCHEDULED', 'MISSING_DOC', 2, '2026-10-22T08:32:08.629Z', 'STAFF'),
	(155, 87, NULL, 'SCHEDULED', NULL, '2026-09-23T08:57:34.664Z', 'STAFF'),
	(156, 88, NULL, 'SCHEDULED', NULL, '2026-09-30T13:46:24.059Z', 'STAFF'),
	(157, 88, 'SCHEDULED', 'DONE', 2, '2026-09-30T13:46:24.059Z', 'STAFF'),
	(158, 89, NULL, 'SCHEDULED', NULL, '2026-11-07T16:24:16.456Z', 'STAFF'),
	(159, 89, 'SCHEDULED', 'STARTED', NULL, '2026-11-07T16:24:16.456Z', 'STAFF'),
	(160, 90, NULL, 'SCHEDULED', NULL, '2026-10-04T19:57:45.682Z', 'STAFF'),
	(161, 90, 'SCHEDULED', 'DONE', 2, '2026-10-04T19:57:45.682Z', 'STAFF'),
	(162, 91, NULL, 'SCHEDULED', NULL, '2026-09-09T19:30:32.017Z', 'STAFF'),
	(163, 91, 'SCHEDULED', 'MISSING_DOC', 2, '2026-09-09T19:30:32.017Z', 'STAFF'),
	(164, 92, NULL, 'SCHEDULED', NULL, '2026-09-02T18:48:43.716Z', 'STAFF'),
	(165, 93, NULL, 'SCHEDULED', NULL, '2026-09-13T05:30:13.254Z', 'STAFF'),
	(166, 93, 'SCHEDULED', 'DONE', 1, '2026-09-13T05:30:13.254Z', 'STAFF'),
	(167, 94, NULL, 'SCHEDULED', NULL, '2026-10-20T20:29:08.705Z', 'STAFF'),
	(168, 94, 'SCHEDULED', 'DONE', 1, '2026-10-20T20:29:08.705Z', 'STAFF'),
	(169, 95, NULL, 'SCHEDULED', NULL, '2026-11-03T15:45:37.417Z', 'STAFF'),
	(170, 95, 'SCHEDULED', 'MISSING_DOC', 2, '2026-11-03T15:45:37.417Z', 'STAFF'),
	(171, 96, NULL, 'SCHEDULED', NULL, '2026-09-28T06:45:14.770Z', 'STAFF'),
	(172, 97, NULL, 'SCHEDULED', NULL, '2026-10-12T05:50:16.668Z', 'STAFF'),
	(173, 98, NULL, 'SCHEDULED', NULL, '2026-11-04T13:26:40.356Z', 'STAFF'),
	(174, 98, 'SCHEDULED', 'DONE', 1, '2026-11-04T13:26:40.356Z', 'STAFF'),
	(175, 99, NULL, 'SCHEDULED', NULL, '2026-11-08T07:04:14.166Z', 'STAFF'),
	(176, 99, 'SCHEDULED', 'STARTED', NULL, '2026-11-08T07:04:14.166Z', 'STAFF'),
	(177, 100, NULL, 'SCHEDULED', NULL, '2026-10-12T08:30:07.392Z', 'STAFF'),
	(178, 100, 'SCHEDULED', 'STARTED', NULL, '2026-10-12T08:30:07.392Z', 'STAFF'),
	(179, 101, NULL, 'SCHEDULED', NULL, '2026-11-18T07:23:08.560Z', 'STAFF'),
	(180, 101, 'SCHEDULED', 'DONE', 2, '2026-11-18T07:23:08.560Z', 'STAFF'),
	(181, 102, NULL, 'SCHEDULED', NULL, '2026-10-18T20:57:05.697Z', 'STAFF'),
	(182, 103, NULL, 'SCHEDULED', NULL, '2026-10-19T11:26:18.330Z', 'STAFF'),
	(183, 103, 'SCHEDULED', 'DONE', 2, '2026-10-19T11:26:18.330Z', 'STAFF'),
	(184, 104, NULL, 'SCHEDULED', NULL, '2026-11-01T07:37:26.440Z', 'STAFF'),
	(185, 104, 'SCHEDULED', 'MISSING_DOC', 2, '2026-11-01T07:37:26.440Z', 'STAFF'),
	(186, 105, NULL, 'SCHEDULED', NULL, '2026-10-10T15:56:10.224Z', 'STAFF'),
	(187, 105, 'SCHEDULED', 'DONE', 1, '2026-10-10T15:56:10.224Z', 'STAFF'),
	(188, 106, NULL, 'SCHEDULED', NULL, '2026-11-04T02:39:44.574Z', 'STAFF'),
	(189, 106, 'SCHEDULED', 'DONE', 1, '2026-11-04T02:39:44.574Z', 'STAFF'),
	(190, 107, NULL, 'SCHEDULED', NULL, '2026-09-30T04:53:23.537Z', 'STAFF'),
	(191, 107, 'SCHEDULED', 'STARTED', NULL, '2026-09-30T04:53:23.537Z', 'STAFF'),
	(192, 108, NULL, 'SCHEDULED', NULL, '2026-09-13T07:14:02.959Z', 'STAFF'),
	(193, 108, 'SCHEDULED', 'DONE', 1, '2026-09-13T07:14:02.959Z', 'STAFF'),
	(194, 109, NULL, 'SCHEDULED', NULL, '2026-09-28T17:07:25.809Z', 'STAFF'),
	(195, 110, NULL, 'SCHEDULED', NULL, '2026-11-15T16:14:12.432Z', 'STAFF'),
	(196, 110, 'SCHEDULED', 'DONE', 1, '2026-11-15T16:14:12.432Z', 'STAFF'),
	(197, 111, NULL, 'SCHEDULED', NULL, '2026-11-17T17:34:12.910Z', 'STAFF'),
	(198, 111, 'SCHEDULED', 'DONE', 1, '2026-11-17T17:34:12.910Z', 'STAFF'),
	(199, 112, NULL, 'SCHEDULED', NULL, '2026-10-17T15:44:32.754Z', 'STAFF'),
	(200, 112, 'SCHEDULED', 'STARTED', NULL, '2026-10-17T15:44:32.754Z', 'STAFF');
INSERT INTO public.subscription_state_changes VALUES
	(201, 113, NULL, 'SCHEDULED', NULL, '2026-09-26T01:43:05.441Z', 'STAFF'),
	(202, 113, 'SCHEDULED', 'STARTED', NULL, '2026-09-26T01:43:05.441Z', 'STAFF'),
	(203, 114, NULL, 'SCHEDULED', NULL, '2026-10-05T23:38:19.917Z', 'STAFF'),
	(204, 114, 'SCHEDULED', 'DONE', 2, '2026-10-05T23:38:19.917Z', 'STAFF'),
	(205, 115, NULL, 'SCHEDULED', NULL, '2026-10-22T12:56:23.997Z', 'STAFF'),
	(206, 116, NULL, 'SCHEDULED', NULL, '2026-10-11T06:21:22.417Z', 'STAFF'),
	(207, 116, 'SCHEDULED', 'DONE', 2, '2026-10-11T06:21:22.417Z', 'STAFF'),
	(208, 117, NULL, 'SCHEDULED', NULL, '2026-11-03T11:29:46.744Z', 'STAFF'),
	(209, 117, 'SCHEDULED', 'DONE', 1, '2026-11-03T11:29:46.744Z', 'STAFF'),
	(210, 118, NULL, 'SCHEDULED', NULL, '2026-10-14T12:39:23.862Z', 'STAFF'),
	(211, 118, 'SCHEDULED', 'STARTED', NULL, '2026-10-14T12:39:23.862Z', 'STAFF'),
	(212, 119, NULL, 'SCHEDULED', NULL, '2026-10-25T16:12:36.348Z', 'STAFF'),
	(213, 119, 'SCHEDULED', 'MISSING_DOC', 2, '2026-10-25T16:12:36.348Z', 'STAFF'),
	(214, 120, NULL, 'SCHEDULED', NULL, '2026-10-02T09:55:09.775Z', 'STAFF'),
	(215, 120, 'SCHEDULED', 'STARTED', NULL, '2026-10-02T09:55:09.775Z', 'STAFF'),
	(216, 121, NULL, 'SCHEDULED', NULL, '2026-10-30T13:06:48.416Z', 'STAFF'),
	(217, 122, NULL, 'SCHEDULED', NULL, '2026-10-10T02:08:13.434Z', 'STAFF'),
	(218, 122, 'SCHEDULED', 'DONE', 1, '2026-10-10T02:08:13.434Z', 'STAFF'),
	(219, 123, NULL, 'SCHEDULED', NULL, '2026-10-21T12:55:39.053Z', 'STAFF'),
	(220, 123, 'SCHEDULED', 'DONE', 1, '2026-10-21T12:55:39.053Z', 'STAFF'),
	(221, 124, NULL, 'SCHEDULED', NULL, '2026-10-29T11:22:07.785Z', 'STAFF'),
	(222, 124, 'SCHEDULED', 'DONE', 1, '2026-10-29T11:22:07.785Z', 'STAFF'),
	(223, 125, NULL, 'SCHEDULED', NULL, '2026-09-22T22:56:41.590Z', 'STAFF'),
	(224, 125, 'SCHEDULED', 'STARTED', NULL, '2026-09-22T22:56:41.590Z', 'STAFF'),
	(225, 126, NULL, 'SCHEDULED', NULL, '2026-09-30T15:47:49.368Z', 'STAFF'),
	(226, 126, 'SCHEDULED', 'MISSING_DOC', 1, '2026-09-30T15:47:49.368Z', 'STAFF'),
	(227, 127, NULL, 'SCHEDULED', NULL, '2026-09-11T13:56:17.694Z', 'STAFF'),
	(228, 127, 'SCHEDULED', 'DONE', 2, '2026-09-11T13:56:17.694Z', 'STAFF'),
	(229, 128, NULL, 'SCHEDULED', NULL, '2026-10-05T22:25:46.509Z', 'STAFF'),
	(230, 128, 'SCHEDULED', 'DONE', 2, '2026-10-05T22:25:46.509Z', 'STAFF'),
	(231, 129, NULL, 'SCHEDULED', NULL, '2026-09-11T19:05:19.694Z', 'STAFF'),
	(232, 130, NULL, 'SCHEDULED', NULL, '2026-11-01T19:58:07.484Z', 'STAFF'),
	(233, 131, NULL, 'SCHEDULED', NULL, '2026-10-17T13:44:39.840Z', 'STAFF'),
	(234, 131, 'SCHEDULED', 'STARTED', NULL, '2026-10-17T13:44:39.840Z', 'STAFF'),
	(235, 132, NULL, 'SCHEDULED', NULL, '2026-09-06T16:11:31.014Z', 'STAFF'),
	(236, 132, 'SCHEDULED', 'DONE', 1, '2026-09-06T16:11:31.014Z', 'STAFF'),
	(237, 133, NULL, 'SCHEDULED', NULL, '2026-09-24T19:31:24.918Z', 'STAFF'),
	(238, 133, 'SCHEDULED', 'STARTED', NULL, '2026-09-24T19:31:24.918Z', 'STAFF'),
	(239, 134, NULL, 'SCHEDULED', NULL, '2026-11-13T07:47:24.681Z', 'STAFF'),
	(240, 135, NULL, 'SCHEDULED', NULL, '2026-11-23T22:52:23.136Z', 'STAFF'),
	(241, 135, 'SCHEDULED', 'STARTED', NULL, '2026-11-23T22:52:23.136Z', 'STAFF'),
	(242, 136, NULL, 'SCHEDULED', NULL, '2026-11-18T12:33:04.827Z', 'STAFF'),
	(243, 136, 'SCHEDULED', 'STARTED', NULL, '2026-11-18T12:33:04.827Z', 'STAFF'),
	(244, 137, NULL, 'SCHEDULED', NULL, '2026-10-29T23:35:22.785Z', 'STAFF'),
	(245, 137, 'SCHEDULED', 'DONE', 1, '2026-10-29T23:35:22.785Z', 'STAFF'),
	(246, 138, NULL, 'SCHEDULED', NULL, '2026-10-16T21:17:32.446Z', 'STAFF'),
	(247, 138, 'SCHEDULED', 'DONE', 2, '2026-10-16T21:17:32.446Z', 'STAFF'),
	(248, 139, NULL, 'SCHEDULED', NULL, '2026-09-08T10:09:03.298Z', 'STAFF'),
	(249, 140, NULL, 'SCHEDULED', NULL, '2026-09-25T02:03:41.929Z', 'STAFF'),
	(250, 140, 'SCHEDULED', 'DONE', 2, '2026-09-25T02:03:41.929Z', 'STAFF'),
	(251, 141, NULL, 'SCHEDULED', NULL, '2026-09-01T11:46:57.706Z', 'STAFF'),
	(252, 141, 'SCHEDULED', 'DONE', 1, '2026-09-01T11:46:57.706Z', 'STAFF'),
	(253, 142, NULL, 'SCHEDULED', NULL, '2026-09-22T23:03:40.268Z', 'STAFF'),
	(254, 143, NULL, 'SCHEDULED', NULL, '2026-11-14T03:44:15.850Z', 'STAFF'),
	(255, 143, 'SCHEDULED', 'STARTED', NULL, '2026-11-14T03:44:15.850Z', 'STAFF'),
	(256, 144, NULL, 'SCHEDULED', NULL, '2026-09-06T15:19:47.263Z', 'STAFF'),
	(257, 144, 'SCHEDULED', 'MISSING_DOC', 1, '2026-09-06T15:19:47.263Z', 'STAFF'),
	(258, 145, NULL, 'SCHEDULED', NULL, '2026-09-24T11:50:18.733Z', 'STAFF'),
	(259, 145, 'SCHEDULED', 'DONE', 1, '2026-09-24T11:50:18.733Z', 'STAFF'),
	(260, 146, NULL, 'SCHEDULED', NULL, '2026-11-01T02:26:33.930Z', 'STAFF'),
	(261, 146, 'SCHEDULED', 'DONE', 1, '2026-11-01T02:26:33.930Z', 'STAFF'),
	(262, 147, NULL, 'SCHEDULED', NULL, '2026-10-07T07:43:17.593Z', 'STAFF'),
	(263, 147, 'SCHEDULED', 'DONE', 2, '2026-10-07T07:43:17.593Z', 'STAFF'),
	(264, 148, NULL, 'SCHEDULED', NULL, '2026-09-22T15:37:48.187Z', 'STAFF'),
	(265, 148, 'SCHEDULED', 'STARTED', NULL, '2026-09-22T15:37:48.187Z', 'STAFF'),
	(266, 149, NULL, 'SCHEDULED', NULL, '2026-09-22T11:39:17.711Z', 'STAFF'),
	(267, 150, NULL, 'SCHEDULED', NULL, '2026-11-21T01:06:50.469Z', 'STAFF'),
	(268, 150, 'SCHEDULED', 'DONE', 1, '2026-11-21T01:06:50.469Z', 'STAFF'),
	(269, 7, 'SCHEDULED', 'STARTED', NULL, '2026-11-25T11:02:43.712Z', 'FAMILY'),
	(270, 115, 'SCHEDULED', 'STARTED', NULL, '2026-11-25T11:02:43.725Z', 'FAMILY'),
	(271, 139, 'SCHEDULED', 'STARTED', NULL, '2026-11-25T11:02:43.733Z', 'FAMILY'),
	(272, 2, 'SCHEDULED', 'STARTED', NULL, '2026-11-25T11:02:43.739Z', 'FAMILY');


--
-- Data for Name: subscriptions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.subscriptions VALUES
	(1, 1, 1, 6, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-09-01T22:46:23.062Z', NULL, NULL, NULL, 0, '2026-09-01T22:46:23.062Z', '2026-09-01T22:46:23.062Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(2, 2, 1, 6, 'STARTED', 0, 'f057e207c0501b0a44fdfddf4e04fd23bb310c65a9d8b40305780ed2011eedf7', '2027-08-31T23:59:59.999Z', 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2024-12-03.1', 'GUARDIAN Abelin Charpentier', '2026-11-25T11:02:43.739Z', 1, '2026-09-12T03:57:53.785Z', '2026-11-25T11:02:43.739Z', 2, 'Abelin', 'Charpentier', 'abelin.charpentier@example.com', '0741359920', NULL, NULL, '5234a4ba396aee10fa5141ddcde4e45356a85779cbed8dae305d0f3f089909cc', '2026-11-25T11:02:43.739Z', 0),
	(3, 3, 1, 6, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-24T10:16:55.600Z', '2026-09-24T10:16:55.600Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(4, 4, 1, 6, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-09-21T08:27:42.480Z', NULL, NULL, NULL, 0, '2026-09-21T08:27:42.480Z', '2026-09-21T08:27:42.480Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(5, 5, 1, 6, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-09-28T16:09:59.029Z', NULL, NULL, NULL, 0, '2026-09-28T16:09:59.029Z', '2026-09-28T16:09:59.029Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(6, 6, 1, 6, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-24T07:40:47.714Z', '2026-09-24T07:40:47.714Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(7, 7, 1, 6, 'STARTED', 0, 'fbff2ba16106e5685902017bb06ce7ff0cb84d69562b729edd5813780161999e', '2027-08-31T23:59:59.999Z', 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2024-12-03.1', 'GUARDIAN Anicée Adam', '2026-11-25T11:02:43.712Z', 1, '2026-11-05T16:41:42.219Z', '2026-11-25T11:02:43.712Z', 2, 'Anicée', 'Adam', 'adam.anicee@example.org', '0678396574', NULL, NULL, 'b6b0e52240e2f4bd4e10ed30bf3c3da24317154e58432d18856814fbd07ed473', '2026-11-25T11:02:43.712Z', 0),
	(8, 8, 1, 6, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-11-08T20:53:02.779Z', NULL, NULL, NULL, 0, '2026-11-08T20:53:02.779Z', '2026-11-08T20:53:02.779Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(9, 9, 1, 6, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-12T08:06:20.680Z', '2026-10-12T08:06:20.680Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(10, 10, 1, 6, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-09-24T07:42:57.698Z', NULL, NULL, NULL, 0, '2026-09-24T07:42:57.698Z', '2026-09-24T07:42:57.698Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(11, 11, 1, 6, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 1, 1, 0, 1, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-14T04:41:57.571Z', '2026-11-14T04:41:57.571Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(12, 12, 1, 6, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-12T04:01:21.387Z', '2026-11-12T04:01:21.387Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(13, 13, 1, 6, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-09-23T00:09:51.340Z', NULL, NULL, NULL, 0, '2026-09-23T00:09:51.340Z', '2026-09-23T00:09:51.340Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(14, 14, 1, 6, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-24T21:48:16.952Z', NULL, NULL, NULL, 0, '2026-10-24T21:48:16.952Z', '2026-10-24T21:48:16.952Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(15, 15, 1, 6, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-11-17T02:14:43.534Z', NULL, NULL, NULL, 0, '2026-11-17T02:14:43.534Z', '2026-11-17T02:14:43.534Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(16, 16, 1, 6, 'MISSING_DOC', 1, NULL, NULL, 1, 1, 1, 1, 0, 0, 0, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-09-17T17:53:30.757Z', '2026-09-17T17:53:30.757Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(17, 17, 1, 6, 'STARTED', 1, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-02T19:10:24.498Z', '2026-11-02T19:10:24.498Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(18, 18, 1, 6, 'SCHEDULED', 1, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-22T08:51:08.747Z', '2026-10-22T08:51:08.747Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(19, 19, 1, 6, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-17T15:33:36.376Z', '2026-11-17T15:33:36.376Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(20, 20, 1, 7, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-09T00:19:26.627Z', '2026-11-09T00:19:26.627Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(21, 21, 1, 7, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-16T13:46:44.906Z', '2026-10-16T13:46:44.906Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(22, 22, 1, 7, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 1, 1, 0, 0, 0, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-10-26T01:41:59.247Z', '2026-10-26T01:41:59.247Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(23, 23, 1, 7, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-11-22T13:58:52.378Z', NULL, NULL, NULL, 0, '2026-11-22T13:58:52.378Z', '2026-11-22T13:58:52.378Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(24, 24, 1, 7, 'SCHEDULED', 1, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-01T21:39:24.382Z', '2026-11-01T21:39:24.382Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(25, 25, 1, 7, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-09-07T00:23:57.924Z', NULL, NULL, NULL, 0, '2026-09-07T00:23:57.924Z', '2026-09-07T00:23:57.924Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(26, 26, 1, 7, 'MISSING_DOC', 1, NULL, NULL, 1, 1, 1, 0, 0, 1, 0, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-11-14T09:55:32.603Z', '2026-11-14T09:55:32.603Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(27, 27, 1, 7, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-09-17T12:32:33.106Z', NULL, NULL, NULL, 0, '2026-09-17T12:32:33.106Z', '2026-09-17T12:32:33.106Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(28, 28, 1, 7, 'MISSING_DOC', 1, NULL, NULL, 1, 0, 0, 1, 0, 0, 0, 0, 1, NULL, NULL, NULL, NULL, 0, '2026-10-05T23:11:19.403Z', '2026-10-05T23:11:19.403Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(29, 29, 1, 7, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 1, 1, 0, 0, 0, 0, 1, NULL, NULL, NULL, NULL, 0, '2026-11-03T18:33:29.743Z', '2026-11-03T18:33:29.743Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(30, 30, 1, 8, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-18T15:01:36.323Z', '2026-11-18T15:01:36.323Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(31, 31, 1, 8, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-27T16:50:48.225Z', '2026-09-27T16:50:48.225Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(32, 32, 1, 8, 'SCHEDULED', 1, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-08T09:27:47.185Z', '2026-10-08T09:27:47.185Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(33, 33, 1, 8, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-09-09T01:12:26.142Z', NULL, NULL, NULL, 0, '2026-09-09T01:12:26.142Z', '2026-09-09T01:12:26.142Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(34, 34, 1, 8, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-09T10:56:59.013Z', NULL, NULL, NULL, 0, '2026-10-09T10:56:59.013Z', '2026-10-09T10:56:59.013Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(35, 35, 1, 8, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-19T10:52:05.391Z', NULL, NULL, NULL, 0, '2026-10-19T10:52:05.391Z', '2026-10-19T10:52:05.391Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(36, 36, 1, 8, 'MISSING_DOC', 0, NULL, NULL, 1, 0, 0, 1, 0, 0, 0, 1, 0, NULL, NULL, NULL, NULL, 0, '2026-10-18T11:37:12.886Z', '2026-10-18T11:37:12.886Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(37, 37, 1, 8, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-10T03:08:47.224Z', '2026-10-10T03:08:47.224Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(38, 38, 1, 8, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 0, 1, 0, 0, 0, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-11-18T22:55:34.271Z', '2026-11-18T22:55:34.271Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(39, 39, 1, 8, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-09-09T18:13:59.924Z', NULL, NULL, NULL, 0, '2026-09-09T18:13:59.924Z', '2026-09-09T18:13:59.924Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(40, 40, 1, 9, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 1, 1, 0, 1, 0, 1, 0, NULL, NULL, NULL, NULL, 0, '2026-11-24T07:56:40.753Z', '2026-11-24T07:56:40.753Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(41, 41, 1, 9, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 0, 1, 0, 0, 0, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-10-23T10:02:57.191Z', '2026-10-23T10:02:57.191Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(42, 42, 1, 9, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-05T18:21:16.113Z', NULL, NULL, NULL, 0, '2026-10-05T18:21:16.113Z', '2026-10-05T18:21:16.113Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(43, 43, 1, 9, 'MISSING_DOC', 1, NULL, NULL, 1, 1, 1, 0, 0, 1, 0, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-11-07T22:32:25.477Z', '2026-11-07T22:32:25.477Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(44, 44, 1, 9, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-04T00:43:40.276Z', '2026-10-04T00:43:40.276Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(45, 45, 1, 9, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 0, 1, 0, 0, 0, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-09-10T07:03:46.911Z', '2026-09-10T07:03:46.911Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(46, 46, 1, 9, 'STARTED', 1, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-21T02:04:04.631Z', '2026-11-21T02:04:04.631Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(47, 47, 1, 9, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-11T17:39:31.192Z', NULL, NULL, NULL, 0, '2026-10-11T17:39:31.192Z', '2026-10-11T17:39:31.192Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(48, 48, 1, 9, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-09T19:35:38.828Z', NULL, NULL, NULL, 0, '2026-10-09T19:35:38.828Z', '2026-10-09T19:35:38.828Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(49, 49, 1, 9, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-07T11:45:28.517Z', '2026-11-07T11:45:28.517Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(50, 50, 1, 10, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 1, 1, 0, '2026-09-16T22:24:01.318Z', NULL, NULL, NULL, 0, '2026-09-16T22:24:01.318Z', '2026-09-16T22:24:01.318Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(51, 51, 1, 10, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 1, 1, 0, '2026-11-02T17:01:44.804Z', NULL, NULL, NULL, 0, '2026-11-02T17:01:44.804Z', '2026-11-02T17:01:44.804Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(52, 52, 1, 10, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 1, 1, 0, '2026-10-23T20:41:01.006Z', NULL, NULL, NULL, 0, '2026-10-23T20:41:01.006Z', '2026-10-23T20:41:01.006Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(53, 53, 1, 10, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 1, 1, 0, '2026-10-25T09:41:20.994Z', NULL, NULL, NULL, 0, '2026-10-25T09:41:20.994Z', '2026-10-25T09:41:20.994Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(54, 54, 1, 10, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-12T13:09:01.131Z', '2026-09-12T13:09:01.131Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(55, 55, 1, 11, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-09-28T14:25:19.450Z', NULL, NULL, NULL, 0, '2026-09-28T14:25:19.450Z', '2026-09-28T14:25:19.450Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(56, 56, 1, 11, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-10T17:01:47.723Z', '2026-11-10T17:01:47.723Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(57, 57, 1, 11, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-21T05:11:17.294Z', '2026-10-21T05:11:17.294Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(58, 58, 1, 11, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-02T22:50:20.703Z', NULL, NULL, NULL, 0, '2026-10-02T22:50:20.703Z', '2026-10-02T22:50:20.703Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(59, 59, 1, 11, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-12T14:37:47.574Z', '2026-09-12T14:37:47.574Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(60, 60, 1, 11, 'MISSING_DOC', 0, NULL, NULL, 1, 0, 1, 0, 0, 1, 0, 0, 1, NULL, NULL, NULL, NULL, 0, '2026-11-05T07:19:45.153Z', '2026-11-05T07:19:45.153Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(61, 61, 1, 11, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 0, 1, 0, 0, 0, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-09-01T21:40:18.100Z', '2026-09-01T21:40:18.100Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(62, 62, 1, 11, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-24T06:43:11.787Z', '2026-09-24T06:43:11.787Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(63, 63, 1, 11, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 0, 1, 0, 1, 0, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-09-13T06:55:25.137Z', '2026-09-13T06:55:25.137Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(64, 64, 1, 11, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-24T16:05:59.626Z', NULL, NULL, NULL, 0, '2026-10-24T16:05:59.626Z', '2026-10-24T16:05:59.626Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(65, 65, 1, 11, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-11-03T05:04:37.272Z', NULL, NULL, NULL, 0, '2026-11-03T05:04:37.272Z', '2026-11-03T05:04:37.272Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(66, 66, 1, 11, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-11-23T11:28:49.977Z', NULL, NULL, NULL, 0, '2026-11-23T11:28:49.977Z', '2026-11-23T11:28:49.977Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(67, 67, 1, 11, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-12T07:28:39.355Z', '2026-09-12T07:28:39.355Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(68, 68, 1, 11, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-02T10:19:35.317Z', NULL, NULL, NULL, 0, '2026-10-02T10:19:35.317Z', '2026-10-02T10:19:35.317Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(69, 69, 1, 11, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-11-02T15:28:40.960Z', NULL, NULL, NULL, 0, '2026-11-02T15:28:40.960Z', '2026-11-02T15:28:40.960Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(70, 70, 1, 11, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-09-23T00:09:37.141Z', NULL, NULL, NULL, 0, '2026-09-23T00:09:37.141Z', '2026-09-23T00:09:37.141Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(71, 71, 1, 11, 'STARTED', 1, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-07T16:29:46.302Z', '2026-10-07T16:29:46.302Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(72, 72, 1, 11, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-25T08:04:47.666Z', '2026-10-25T08:04:47.666Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(73, 73, 1, 11, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 1, 0, 0, 0, 0, 1, 0, NULL, NULL, NULL, NULL, 0, '2026-11-17T14:38:07.185Z', '2026-11-17T14:38:07.185Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(74, 74, 1, 11, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-20T10:31:25.658Z', '2026-10-20T10:31:25.658Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(75, 75, 1, 11, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 1, 0, 0, 0, 0, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-10-01T01:21:25.805Z', '2026-10-01T01:21:25.805Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(76, 76, 1, 11, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 1, 1, 0, 0, 0, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-09-12T09:04:42.307Z', '2026-09-12T09:04:42.307Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(77, 77, 1, 11, 'STARTED', 1, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-20T22:34:08.288Z', '2026-11-20T22:34:08.288Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(78, 78, 1, 11, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-07T14:05:02.511Z', NULL, NULL, NULL, 0, '2026-10-07T14:05:02.511Z', '2026-10-07T14:05:02.511Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(79, 79, 1, 12, 'MISSING_DOC', 0, NULL, NULL, 1, 0, 1, 1, 0, 0, 0, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-11-03T12:28:39.235Z', '2026-11-03T12:28:39.235Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(80, 80, 1, 12, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-13T13:31:55.325Z', '2026-10-13T13:31:55.325Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(81, 81, 1, 12, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 1, 1, 1, '2026-10-14T08:59:34.421Z', NULL, NULL, NULL, 0, '2026-10-14T08:59:34.421Z', '2026-10-14T08:59:34.421Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(82, 82, 1, 12, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 1, 0, 0, 1, 1, 0, 1, NULL, NULL, NULL, NULL, 0, '2026-11-07T11:06:50.802Z', '2026-11-07T11:06:50.802Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(83, 83, 1, 12, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-06T05:51:48.348Z', '2026-11-06T05:51:48.348Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(84, 84, 1, 12, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-11T20:09:27.951Z', '2026-11-11T20:09:27.951Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(85, 85, 1, 12, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 1, 1, 1, '2026-09-15T03:27:34.825Z', NULL, NULL, NULL, 0, '2026-09-15T03:27:34.825Z', '2026-09-15T03:27:34.825Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(86, 86, 1, 12, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 1, 1, 0, 0, 1, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-22T08:32:08.629Z', '2026-10-22T08:32:08.629Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(87, 87, 1, 12, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-23T08:57:34.664Z', '2026-09-23T08:57:34.664Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(88, 88, 1, 12, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 1, 1, 1, '2026-09-30T13:46:24.059Z', NULL, NULL, NULL, 0, '2026-09-30T13:46:24.059Z', '2026-09-30T13:46:24.059Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(89, 89, 1, 13, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-07T16:24:16.456Z', '2026-11-07T16:24:16.456Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(90, 90, 1, 13, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-04T19:57:45.682Z', NULL, NULL, NULL, 0, '2026-10-04T19:57:45.682Z', '2026-10-04T19:57:45.682Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(91, 91, 1, 13, 'MISSING_DOC', 1, NULL, NULL, 1, 1, 1, 1, 0, 0, 0, 0, 1, NULL, NULL, NULL, NULL, 0, '2026-09-09T19:30:32.017Z', '2026-09-09T19:30:32.017Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(92, 92, 1, 13, 'SCHEDULED', 1, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-02T18:48:43.716Z', '2026-09-02T18:48:43.716Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(93, 93, 1, 13, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-09-13T05:30:13.254Z', NULL, NULL, NULL, 0, '2026-09-13T05:30:13.254Z', '2026-09-13T05:30:13.254Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(94, 94, 1, 13, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-20T20:29:08.705Z', NULL, NULL, NULL, 0, '2026-10-20T20:29:08.705Z', '2026-10-20T20:29:08.705Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(95, 95, 1, 13, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 1, 1, 0, 0, 0, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-11-03T15:45:37.417Z', '2026-11-03T15:45:37.417Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(96, 96, 1, 13, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-28T06:45:14.770Z', '2026-09-28T06:45:14.770Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(97, 97, 1, 13, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-12T05:50:16.668Z', '2026-10-12T05:50:16.668Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(98, 98, 1, 13, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-11-04T13:26:40.356Z', NULL, NULL, NULL, 0, '2026-11-04T13:26:40.356Z', '2026-11-04T13:26:40.356Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(99, 99, 1, 14, 'STARTED', 1, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-08T07:04:14.166Z', '2026-11-08T07:04:14.166Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(100, 100, 1, 14, 'STARTED', 1, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-12T08:30:07.392Z', '2026-10-12T08:30:07.392Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(101, 101, 1, 14, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-11-18T07:23:08.560Z', NULL, NULL, NULL, 0, '2026-11-18T07:23:08.560Z', '2026-11-18T07:23:08.560Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(102, 102, 1, 14, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-18T20:57:05.697Z', '2026-10-18T20:57:05.697Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(103, 103, 1, 14, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-19T11:26:18.330Z', NULL, NULL, NULL, 0, '2026-10-19T11:26:18.330Z', '2026-10-19T11:26:18.330Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(104, 104, 1, 14, 'MISSING_DOC', 1, NULL, NULL, 1, 1, 0, 1, 0, 1, 0, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-11-01T07:37:26.440Z', '2026-11-01T07:37:26.440Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(105, 105, 1, 14, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-10T15:56:10.224Z', NULL, NULL, NULL, 0, '2026-10-10T15:56:10.224Z', '2026-10-10T15:56:10.224Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(106, 106, 1, 14, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-11-04T02:39:44.574Z', NULL, NULL, NULL, 0, '2026-11-04T02:39:44.574Z', '2026-11-04T02:39:44.574Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(107, 107, 1, 14, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-30T04:53:23.537Z', '2026-09-30T04:53:23.537Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(108, 108, 1, 14, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-09-13T07:14:02.959Z', NULL, NULL, NULL, 0, '2026-09-13T07:14:02.959Z', '2026-09-13T07:14:02.959Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(109, 109, 1, 15, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-28T17:07:25.809Z', '2026-09-28T17:07:25.809Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(110, 110, 1, 15, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-11-15T16:14:12.432Z', NULL, NULL, NULL, 0, '2026-11-15T16:14:12.432Z', '2026-11-15T16:14:12.432Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(111, 111, 1, 15, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-11-17T17:34:12.910Z', NULL, NULL, NULL, 0, '2026-11-17T17:34:12.910Z', '2026-11-17T17:34:12.910Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(112, 112, 1, 15, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-17T15:44:32.754Z', '2026-10-17T15:44:32.754Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(113, 113, 1, 15, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-26T01:43:05.441Z', '2026-09-26T01:43:05.441Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(114, 114, 1, 16, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-05T23:38:19.917Z', NULL, NULL, NULL, 0, '2026-10-05T23:38:19.917Z', '2026-10-05T23:38:19.917Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(115, 115, 1, 16, 'STARTED', 0, 'bbffcc234f60f6ba46df2bbe175008c567a0f911b8b3b7d653301f34f5e36814', '2027-08-31T23:59:59.999Z', 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2024-12-03.1', 'GUARDIAN Jacinthe Pons', '2026-11-25T11:02:43.725Z', 1, '2026-10-22T12:56:23.997Z', '2026-11-25T11:02:43.725Z', 2, 'Jacinthe', 'Pons', 'jpons@example.com', '0664838983', NULL, NULL, '427321f3262a7d5d145048da77d52c69979f3037d5c9c5e5e4e30c85416e003c', '2026-11-25T11:02:43.725Z', 0),
	(116, 116, 1, 16, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-11T06:21:22.417Z', NULL, NULL, NULL, 0, '2026-10-11T06:21:22.417Z', '2026-10-11T06:21:22.417Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(117, 117, 1, 16, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-11-03T11:29:46.744Z', NULL, NULL, NULL, 0, '2026-11-03T11:29:46.744Z', '2026-11-03T11:29:46.744Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(118, 118, 1, 16, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-14T12:39:23.862Z', '2026-10-14T12:39:23.862Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(119, 119, 1, 16, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 0, 1, 0, 1, 0, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-10-25T16:12:36.348Z', '2026-10-25T16:12:36.348Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(120, 120, 1, 16, 'STARTED', 1, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-02T09:55:09.775Z', '2026-10-02T09:55:09.775Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(121, 121, 1, 16, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-30T13:06:48.416Z', '2026-10-30T13:06:48.416Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(122, 122, 1, 16, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-10T02:08:13.434Z', NULL, NULL, NULL, 0, '2026-10-10T02:08:13.434Z', '2026-10-10T02:08:13.434Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(123, 123, 1, 16, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-21T12:55:39.053Z', NULL, NULL, NULL, 0, '2026-10-21T12:55:39.053Z', '2026-10-21T12:55:39.053Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(124, 124, 1, 16, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-29T11:22:07.785Z', NULL, NULL, NULL, 0, '2026-10-29T11:22:07.785Z', '2026-10-29T11:22:07.785Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(125, 125, 1, 16, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-22T22:56:41.590Z', '2026-09-22T22:56:41.590Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(126, 126, 1, 16, 'MISSING_DOC', 0, NULL, NULL, 1, 1, 1, 1, 0, 0, 0, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-09-30T15:47:49.368Z', '2026-09-30T15:47:49.368Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(127, 127, 1, 16, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-09-11T13:56:17.694Z', NULL, NULL, NULL, 0, '2026-09-11T13:56:17.694Z', '2026-09-11T13:56:17.694Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(128, 128, 1, 16, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-05T22:25:46.509Z', NULL, NULL, NULL, 0, '2026-10-05T22:25:46.509Z', '2026-10-05T22:25:46.509Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(129, 129, 1, 16, 'SCHEDULED', 0, '680f6881eeb44b07a700cadc456998e70cce7459d3e2a76e4407e7c34468fb4c', '2027-08-31T23:59:59.999Z', 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-11T19:05:19.694Z', '2026-09-11T19:05:19.694Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(130, 130, 1, 16, 'SCHEDULED', 1, '4ecb91bdd0304c84e806572995f33eb16bd1843ace8437ed54e6510e80cb76a1', '2027-08-31T23:59:59.999Z', 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-01T19:58:07.484Z', '2026-11-01T19:58:07.484Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(131, 131, 1, 16, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-10-17T13:44:39.840Z', '2026-10-17T13:44:39.840Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(132, 132, 1, 16, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-09-06T16:11:31.014Z', NULL, NULL, NULL, 0, '2026-09-06T16:11:31.014Z', '2026-09-06T16:11:31.014Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(133, 133, 1, 16, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-24T19:31:24.918Z', '2026-09-24T19:31:24.918Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(134, 134, 1, 16, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-13T07:47:24.681Z', '2026-11-13T07:47:24.681Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(135, 135, 1, 16, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-23T22:52:23.136Z', '2026-11-23T22:52:23.136Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(136, 136, 1, 16, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-18T12:33:04.827Z', '2026-11-18T12:33:04.827Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(137, 137, 1, 16, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-29T23:35:22.785Z', NULL, NULL, NULL, 0, '2026-10-29T23:35:22.785Z', '2026-10-29T23:35:22.785Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(138, 138, 1, 17, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 1, 1, 1, '2026-10-16T21:17:32.446Z', NULL, NULL, NULL, 0, '2026-10-16T21:17:32.446Z', '2026-10-16T21:17:32.446Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(139, 139, 1, 17, 'STARTED', 0, '1c2f9f083e1ceabe09f7a69f2507ce0d5fb7efbb5c3c669bdd5aa668425f008a', '2027-08-31T23:59:59.999Z', 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, '2024-12-03.1', 'GUARDIAN Avoye Charpentier', '2026-11-25T11:02:43.733Z', 1, '2026-09-08T10:09:03.298Z', '2026-11-25T11:02:43.733Z', 2, 'Avoye', 'Charpentier', 'acharpentier@example.net', '0794760122', NULL, NULL, '3af1b6ad601cc84916f018f1c5a8b3eb04f77751ccad1517222be97aacfc7f1c', '2026-11-25T11:02:43.733Z', 0),
	(140, 140, 1, 17, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 1, 1, 1, '2026-09-25T02:03:41.929Z', NULL, NULL, NULL, 0, '2026-09-25T02:03:41.929Z', '2026-09-25T02:03:41.929Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(141, 141, 1, 17, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 1, 1, 1, '2026-09-01T11:46:57.706Z', NULL, NULL, NULL, 0, '2026-09-01T11:46:57.706Z', '2026-09-01T11:46:57.706Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(142, 142, 1, 17, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-22T23:03:40.268Z', '2026-09-22T23:03:40.268Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(143, 143, 1, 17, 'STARTED', 0, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-11-14T03:44:15.850Z', '2026-11-14T03:44:15.850Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(144, 144, 1, 17, 'MISSING_DOC', 1, NULL, NULL, 1, 1, 1, 1, 0, 1, 1, 1, 1, NULL, NULL, NULL, NULL, 0, '2026-09-06T15:19:47.263Z', '2026-09-06T15:19:47.263Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(145, 145, 1, 17, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 1, 1, 1, '2026-09-24T11:50:18.733Z', NULL, NULL, NULL, 0, '2026-09-24T11:50:18.733Z', '2026-09-24T11:50:18.733Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(146, 146, 1, 17, 'DONE', 0, NULL, NULL, 1, 1, 1, 1, 1, 1, 1, 1, 1, '2026-11-01T02:26:33.930Z', NULL, NULL, NULL, 0, '2026-11-01T02:26:33.930Z', '2026-11-01T02:26:33.930Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(147, 147, 1, 5, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 1, '2026-10-07T07:43:17.593Z', NULL, NULL, NULL, 0, '2026-10-07T07:43:17.593Z', '2026-10-07T07:43:17.593Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(148, 148, 1, 5, 'STARTED', 1, NULL, NULL, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-22T15:37:48.187Z', '2026-09-22T15:37:48.187Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(149, 149, 1, 1, 'SCHEDULED', 0, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0, '2026-09-22T11:39:17.711Z', '2026-09-22T11:39:17.711Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0),
	(150, 150, 1, 1, 'DONE', 1, NULL, NULL, 1, 1, 1, 1, 1, 1, 0, 1, 0, '2026-11-21T01:06:50.469Z', NULL, NULL, NULL, 0, '2026-11-21T01:06:50.469Z', '2026-11-21T01:06:50.469Z', 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0);


--
-- Data for Name: test_groups; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.test_groups VALUES
	(1, 11),
	(1, 16),
	(1, 6),
	(2, 12),
	(2, 17),
	(2, 7),
	(3, 6),
	(3, 11),
	(3, 16);


--
-- Data for Name: test_members; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.test_members VALUES
	(1, 149, NULL, 0, '2026-11-22T11:02:36.658Z'),
	(3, 8, 6, 0, '2026-09-19T10:00:00.000Z'),
	(3, 10, 6, 0, '2026-09-19T10:00:00.000Z'),
	(3, 14, 6, 0, '2026-09-19T10:00:00.000Z'),
	(3, 16, 6, 0, '2026-09-19T10:00:00.000Z'),
	(3, 17, 6, 0, '2026-09-19T10:00:00.000Z'),
	(3, 18, 6, 0, '2026-09-19T10:00:00.000Z'),
	(3, 66, 11, 0, '2026-09-19T10:00:00.000Z'),
	(3, 68, 11, 0, '2026-09-19T10:00:00.000Z'),
	(3, 71, 11, 0, '2026-09-19T10:00:00.000Z'),
	(3, 77, 11, 0, '2026-09-19T10:00:00.000Z'),
	(3, 147, NULL, 1, '2026-09-19T10:00:00.000Z'),
	(3, 148, NULL, 1, '2026-09-19T10:00:00.000Z');


--
-- Data for Name: tests; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tests VALUES
	(1, '2026-12-02T16:30:00.000Z', 12, 2018, 2021, 1, 'Stade Louis II', 0, '2026-11-11T11:02:36.658Z', 1),
	(2, '2026-12-16T17:00:00.000Z', 8, 2009, 2013, 3, 'Piscine Rainier III', 0, '2026-11-18T11:02:36.658Z', 1),
	(3, '2026-09-26T08:00:00.000Z', 12, 2017, 2021, 1, 'Stade Louis II', 1, '2026-09-05T11:02:36.658Z', 1);


--
-- Data for Name: time_slots; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.time_slots VALUES
	(1, 6, 1, '17:00', '18:30', 'Stade Louis II'),
	(2, 6, 3, '17:30', '19:00', 'Piscine Rainier III'),
	(3, 7, 2, '17:30', '19:00', 'Piscine Rainier III'),
	(4, 7, 4, '18:00', '19:30', 'Stade Louis II'),
	(5, 8, 3, '18:00', '19:30', 'Stade Louis II'),
	(6, 8, 5, '18:30', '20:00', 'Piscine Rainier III'),
	(7, 9, 4, '18:30', '20:00', 'Piscine Rainier III'),
	(8, 9, 1, '19:00', '20:30', 'Stade Louis II'),
	(9, 10, 5, '19:00', '20:30', 'Stade Louis II'),
	(10, 10, 2, '17:00', '18:30', 'Piscine Rainier III'),
	(11, 11, 1, '17:00', '18:30', 'Piscine Rainier III'),
	(12, 11, 3, '17:30', '19:00', 'Stade Louis II'),
	(13, 12, 2, '17:30', '19:00', 'Stade Louis II'),
	(14, 12, 4, '18:00', '19:30', 'Piscine Rainier III'),
	(15, 13, 3, '18:00', '19:30', 'Piscine Rainier III'),
	(16, 13, 5, '18:30', '20:00', 'Stade Louis II'),
	(17, 14, 4, '18:30', '20:00', 'Stade Louis II'),
	(18, 14, 1, '19:00', '20:30', 'Piscine Rainier III'),
	(19, 15, 5, '19:00', '20:30', 'Piscine Rainier III'),
	(20, 15, 2, '17:00', '18:30', 'Stade Louis II'),
	(21, 16, 1, '17:00', '18:30', 'Stade Louis II'),
	(22, 16, 3, '17:30', '19:00', 'Piscine Rainier III'),
	(23, 17, 2, '17:30', '19:00', 'Piscine Rainier III'),
	(24, 17, 4, '18:00', '19:30', 'Stade Louis II');


--
-- Data for Name: training_sessions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.training_sessions VALUES
	(1, 6, NULL, '2026-10-14T15:30:00.000Z', 8, 'demo-6-2026-10-14-1730', 1, '2026-10-14T17:30:00.000Z', 1, 18, 1, 4),
	(2, 6, NULL, '2026-10-19T15:00:00.000Z', 8, 'demo-6-2026-10-19-1700', 1, '2026-10-19T17:00:00.000Z', 1, 18, 1, 3),
	(3, 6, NULL, '2026-10-21T15:30:00.000Z', 8, 'demo-6-2026-10-21-1730', 1, '2026-10-21T17:30:00.000Z', 1, 17, 2, 2),
	(4, 6, NULL, '2026-10-26T16:00:00.000Z', 8, 'demo-6-2026-10-26-1700', 1, '2026-10-26T18:00:00.000Z', 1, 19, 0, 0),
	(5, 6, NULL, '2026-10-28T16:30:00.000Z', 8, 'demo-6-2026-10-28-1730', 1, '2026-10-28T18:30:00.000Z', 1, 16, 3, 1),
	(6, 6, NULL, '2026-11-02T16:00:00.000Z', 8, 'demo-6-2026-11-02-1700', 1, '2026-11-02T18:00:00.000Z', 1, 18, 1, 2),
	(7, 6, NULL, '2026-11-04T16:30:00.000Z', 8, 'demo-6-2026-11-04-1730', 1, '2026-11-04T18:30:00.000Z', 1, 18, 1, 1),
	(8, 6, NULL, '2026-11-09T16:00:00.000Z', 8, 'demo-6-2026-11-09-1700', 1, '2026-11-09T18:00:00.000Z', 1, 17, 2, 2),
	(9, 6, NULL, '2026-11-11T16:30:00.000Z', 8, 'demo-6-2026-11-11-1730', 1, '2026-11-11T18:30:00.000Z', 1, 18, 1, 4),
	(10, 6, NULL, '2026-11-16T16:00:00.000Z', 8, 'demo-6-2026-11-16-1700', 1, '2026-11-16T18:00:00.000Z', 1, 19, 0, 4),
	(11, 6, NULL, '2026-11-18T16:30:00.000Z', 8, 'demo-6-2026-11-18-1730', 1, '2026-11-18T18:30:00.000Z', 1, 17, 2, 1),
	(12, 6, NULL, '2026-11-23T16:00:00.000Z', 8, 'demo-6-2026-11-23-1700', 1, '2026-11-23T18:00:00.000Z', 1, 16, 3, 3),
	(13, 7, NULL, '2026-10-15T16:00:00.000Z', 4, 'demo-7-2026-10-15-1800', 1, '2026-10-15T18:00:00.000Z', 1, 9, 1, 0),
	(14, 7, NULL, '2026-10-20T15:30:00.000Z', 4, 'demo-7-2026-10-20-1730', 1, '2026-10-20T17:30:00.000Z', 1, 9, 1, 0),
	(15, 7, NULL, '2026-10-22T16:00:00.000Z', 4, 'demo-7-2026-10-22-1800', 1, '2026-10-22T18:00:00.000Z', 1, 9, 1, 2),
	(16, 7, NULL, '2026-10-27T16:30:00.000Z', 4, 'demo-7-2026-10-27-1730', 1, '2026-10-27T18:30:00.000Z', 1, 8, 2, 2),
	(17, 7, NULL, '2026-10-29T17:00:00.000Z', 4, 'demo-7-2026-10-29-1800', 1, '2026-10-29T19:00:00.000Z', 1, 9, 1, 0),
	(18, 7, NULL, '2026-11-03T16:30:00.000Z', 4, 'demo-7-2026-11-03-1730', 1, '2026-11-03T18:30:00.000Z', 1, 7, 3, 0),
	(19, 7, NULL, '2026-11-05T17:00:00.000Z', 4, 'demo-7-2026-11-05-1800', 1, '2026-11-05T19:00:00.000Z', 1, 9, 1, 2),
	(20, 7, NULL, '2026-11-10T16:30:00.000Z', 4, 'demo-7-2026-11-10-1730', 1, '2026-11-10T18:30:00.000Z', 1, 7, 3, 0),
	(21, 7, NULL, '2026-11-12T17:00:00.000Z', 4, 'demo-7-2026-11-12-1800', 1, '2026-11-12T19:00:00.000Z', 1, 6, 4, 0),
	(22, 7, NULL, '2026-11-17T16:30:00.000Z', 4, 'demo-7-2026-11-17-1730', 1, '2026-11-17T18:30:00.000Z', 1, 8, 2, 1),
	(23, 7, NULL, '2026-11-19T17:00:00.000Z', 4, 'demo-7-2026-11-19-1800', 1, '2026-11-19T19:00:00.000Z', 1, 8, 2, 1),
	(24, 7, NULL, '2026-11-24T16:30:00.000Z', 4, 'demo-7-2026-11-24-1730', 1, '2026-11-24T18:30:00.000Z', 1, 8, 2, 0),
	(25, 8, NULL, '2026-10-14T16:00:00.000Z', 5, 'demo-8-2026-10-14-1800', 1, '2026-10-14T18:00:00.000Z', 1, 8, 2, 0),
	(26, 8, NULL, '2026-10-16T16:30:00.000Z', 5, 'demo-8-2026-10-16-1830', 1, '2026-10-16T18:30:00.000Z', 1, 6, 4, 0),
	(27, 8, NULL, '2026-10-21T16:00:00.000Z', 5, 'demo-8-2026-10-21-1800', 1, '2026-10-21T18:00:00.000Z', 1, 8, 2, 1),
	(28, 8, NULL, '2026-10-23T16:30:00.000Z', 5, 'demo-8-2026-10-23-1830', 1, '2026-10-23T18:30:00.000Z', 1, 8, 2, 1),
	(29, 8, NULL, '2026-10-28T17:00:00.000Z', 5, 'demo-8-2026-10-28-1800', 1, '2026-10-28T19:00:00.000Z', 1, 9, 1, 2),
	(30, 8, NULL, '2026-10-30T17:30:00.000Z', 5, 'demo-8-2026-10-30-1830', 1, '2026-10-30T19:30:00.000Z', 1, 10, 0, 2),
	(31, 8, NULL, '2026-11-04T17:00:00.000Z', 5, 'demo-8-2026-11-04-1800', 1, '2026-11-04T19:00:00.000Z', 1, 10, 0, 2),
	(32, 8, NULL, '2026-11-06T17:30:00.000Z', 5, 'demo-8-2026-11-06-1830', 1, '2026-11-06T19:30:00.000Z', 1, 9, 1, 1),
	(33, 8, NULL, '2026-11-11T17:00:00.000Z', 5, 'demo-8-2026-11-11-1800', 1, '2026-11-11T19:00:00.000Z', 1, 10, 0, 0),
	(34, 8, NULL, '2026-11-13T17:30:00.000Z', 5, 'demo-8-2026-11-13-1830', 1, '2026-11-13T19:30:00.000Z', 1, 10, 0, 1),
	(35, 8, NULL, '2026-11-18T17:00:00.000Z', 5, 'demo-8-2026-11-18-1800', 1, '2026-11-18T19:00:00.000Z', 1, 10, 0, 1),
	(36, 8, NULL, '2026-11-20T17:30:00.000Z', 5, 'demo-8-2026-11-20-1830', 1, '2026-11-20T19:30:00.000Z', 1, 10, 0, 1),
	(37, 9, NULL, '2026-10-15T16:30:00.000Z', 6, 'demo-9-2026-10-15-1830', 1, '2026-10-15T18:30:00.000Z', 1, 8, 2, 1),
	(38, 9, NULL, '2026-10-19T17:00:00.000Z', 6, 'demo-9-2026-10-19-1900', 1, '2026-10-19T19:00:00.000Z', 1, 10, 0, 1),
	(39, 9, NULL, '2026-10-22T16:30:00.000Z', 6, 'demo-9-2026-10-22-1830', 1, '2026-10-22T18:30:00.000Z', 1, 8, 2, 1),
	(40, 9, NULL, '2026-10-26T18:00:00.000Z', 6, 'demo-9-2026-10-26-1900', 1, '2026-10-26T20:00:00.000Z', 1, 9, 1, 1),
	(41, 9, NULL, '2026-10-29T17:30:00.000Z', 6, 'demo-9-2026-10-29-1830', 1, '2026-10-29T19:30:00.000Z', 1, 10, 0, 1),
	(42, 9, NULL, '2026-11-02T18:00:00.000Z', 6, 'demo-9-2026-11-02-1900', 1, '2026-11-02T20:00:00.000Z', 1, 10, 0, 2),
	(43, 9, NULL, '2026-11-05T17:30:00.000Z', 6, 'demo-9-2026-11-05-1830', 1, '2026-11-05T19:30:00.000Z', 1, 7, 3, 1),
	(44, 9, NULL, '2026-11-09T18:00:00.000Z', 6, 'demo-9-2026-11-09-1900', 1, '2026-11-09T20:00:00.000Z', 1, 8, 2, 1),
	(45, 9, NULL, '2026-11-12T17:30:00.000Z', 6, 'demo-9-2026-11-12-1830', 1, '2026-11-12T19:30:00.000Z', 1, 10, 0, 2),
	(46, 9, NULL, '2026-11-16T18:00:00.000Z', 6, 'demo-9-2026-11-16-1900', 1, '2026-11-16T20:00:00.000Z', 1, 9, 1, 1),
	(47, 9, NULL, '2026-11-19T17:30:00.000Z', 6, 'demo-9-2026-11-19-1830', 1, '2026-11-19T19:30:00.000Z', 1, 10, 0, 1),
	(48, 9, NULL, '2026-11-23T18:00:00.000Z', 6, 'demo-9-2026-11-23-1900', 1, '2026-11-23T20:00:00.000Z', 1, 6, 4, 0),
	(49, 10, NULL, '2026-10-16T17:00:00.000Z', 7, 'demo-10-2026-10-16-1900', 1, '2026-10-16T19:00:00.000Z', 1, 5, 0, 1),
	(50, 10, NULL, '2026-10-20T15:00:00.000Z', 7, 'demo-10-2026-10-20-1700', 1, '2026-10-20T17:00:00.000Z', 1, 4, 1, 0),
	(51, 10, NULL, '2026-10-23T17:00:00.000Z', 7, 'demo-10-2026-10-23-1900', 1, '2026-10-23T19:00:00.000Z', 1, 4, 1, 1),
	(52, 10, NULL, '2026-10-27T16:00:00.000Z', 7, 'demo-10-2026-10-27-1700', 1, '2026-10-27T18:00:00.000Z', 1, 5, 0, 1),
	(53, 10, NULL, '2026-10-30T18:00:00.000Z', 7, 'demo-10-2026-10-30-1900', 1, '2026-10-30T20:00:00.000Z', 1, 3, 2, 1),
	(54, 10, NULL, '2026-11-03T16:00:00.000Z', 7, 'demo-10-2026-11-03-1700', 1, '2026-11-03T18:00:00.000Z', 1, 4, 1, 0),
	(55, 10, NULL, '2026-11-06T18:00:00.000Z', 7, 'demo-10-2026-11-06-1900', 1, '2026-11-06T20:00:00.000Z', 1, 4, 1, 0),
	(56, 10, NULL, '2026-11-10T16:00:00.000Z', 7, 'demo-10-2026-11-10-1700', 1, '2026-11-10T18:00:00.000Z', 1, 4, 1, 0),
	(57, 10, NULL, '2026-11-13T18:00:00.000Z', 7, 'demo-10-2026-11-13-1900', 1, '2026-11-13T20:00:00.000Z', 1, 5, 0, 0),
	(58, 10, NULL, '2026-11-17T16:00:00.000Z', 7, 'demo-10-2026-11-17-1700', 1, '2026-11-17T18:00:00.000Z', 1, 3, 2, 2),
	(59, 10, NULL, '2026-11-20T18:00:00.000Z', 7, 'demo-10-2026-11-20-1900', 1, '2026-11-20T20:00:00.000Z', 1, 4, 1, 0),
	(60, 10, NULL, '2026-11-24T16:00:00.000Z', 7, 'demo-10-2026-11-24-1700', 1, '2026-11-24T18:00:00.000Z', 1, 3, 2, 0),
	(61, 11, NULL, '2026-10-14T15:30:00.000Z', 3, 'demo-11-2026-10-14-1730', 1, '2026-10-14T17:30:00.000Z', 1, 24, 0, 2),
	(62, 11, NULL, '2026-10-19T15:00:00.000Z', 3, 'demo-11-2026-10-19-1700', 1, '2026-10-19T17:00:00.000Z', 1, 23, 1, 2),
	(63, 11, NULL, '2026-10-21T15:30:00.000Z', 3, 'demo-11-2026-10-21-1730', 1, '2026-10-21T17:30:00.000Z', 1, 17, 7, 1),
	(64, 11, NULL, '2026-10-26T16:00:00.000Z', 3, 'demo-11-2026-10-26-1700', 1, '2026-10-26T18:00:00.000Z', 1, 21, 3, 2),
	(65, 11, NULL, '2026-10-28T16:30:00.000Z', 3, 'demo-11-2026-10-28-1730', 1, '2026-10-28T18:30:00.000Z', 1, 23, 1, 0),
	(66, 11, NULL, '2026-11-02T16:00:00.000Z', 3, 'demo-11-2026-11-02-1700', 1, '2026-11-02T18:00:00.000Z', 1, 23, 1, 0),
	(67, 11, NULL, '2026-11-04T16:30:00.000Z', 3, 'demo-11-2026-11-04-1730', 1, '2026-11-04T18:30:00.000Z', 1, 20, 4, 1),
	(68, 11, NULL, '2026-11-09T16:00:00.000Z', 3, 'demo-11-2026-11-09-1700', 1, '2026-11-09T18:00:00.000Z', 1, 20, 4, 0),
	(69, 11, NULL, '2026-11-11T16:30:00.000Z', 3, 'demo-11-2026-11-11-1730', 1, '2026-11-11T18:30:00.000Z', 1, 22, 2, 4),
	(70, 11, NULL, '2026-11-16T16:00:00.000Z', 3, 'demo-11-2026-11-16-1700', 1, '2026-11-16T18:00:00.000Z', 1, 22, 2, 0),
	(71, 11, NULL, '2026-11-18T16:30:00.000Z', 3, 'demo-11-2026-11-18-1730', 1, '2026-11-18T18:30:00.000Z', 1, 21, 3, 0),
	(72, 11, NULL, '2026-11-23T16:00:00.000Z', 3, 'demo-11-2026-11-23-1700', 1, '2026-11-23T18:00:00.000Z', 1, 21, 3, 0),
	(73, 12, NULL, '2026-10-15T16:00:00.000Z', 4, 'demo-12-2026-10-15-1800', 1, '2026-10-15T18:00:00.000Z', 1, 10, 0, 1),
	(74, 12, NULL, '2026-10-20T15:30:00.000Z', 4, 'demo-12-2026-10-20-1730', 1, '2026-10-20T17:30:00.000Z', 1, 9, 1, 1),
	(75, 12, NULL, '2026-10-22T16:00:00.000Z', 4, 'demo-12-2026-10-22-1800', 1, '2026-10-22T18:00:00.000Z', 1, 10, 0, 0),
	(76, 12, NULL, '2026-10-27T16:30:00.000Z', 4, 'demo-12-2026-10-27-1730', 1, '2026-10-27T18:30:00.000Z', 1, 9, 1, 2),
	(77, 12, NULL, '2026-10-29T17:00:00.000Z', 4, 'demo-12-2026-10-29-1800', 1, '2026-10-29T19:00:00.000Z', 1, 8, 2, 1),
	(78, 12, NULL, '2026-11-03T16:30:00.000Z', 4, 'demo-12-2026-11-03-1730', 1, '2026-11-03T18:30:00.000Z', 1, 10, 0, 0),
	(79, 12, NULL, '2026-11-05T17:00:00.000Z', 4, 'demo-12-2026-11-05-1800', 1, '2026-11-05T19:00:00.000Z', 1, 9, 1, 1),
	(80, 12, NULL, '2026-11-10T16:30:00.000Z', 4, 'demo-12-2026-11-10-1730', 1, '2026-11-10T18:30:00.000Z', 1, 10, 0, 1),
	(81, 12, NULL, '2026-11-12T17:00:00.000Z', 4, 'demo-12-2026-11-12-1800', 1, '2026-11-12T19:00:00.000Z', 1, 8, 2, 0),
	(82, 12, NULL, '2026-11-17T16:30:00.000Z', 4, 'demo-12-2026-11-17-1730', 1, '2026-11-17T18:30:00.000Z', 1, 7, 3, 1),
	(83, 12, NULL, '2026-11-19T17:00:00.000Z', 4, 'demo-12-2026-11-19-1800', 1, '2026-11-19T19:00:00.000Z', 1, 10, 0, 0),
	(84, 12, NULL, '2026-11-24T16:30:00.000Z', 4, 'demo-12-2026-11-24-1730', 1, '2026-11-24T18:30:00.000Z', 1, 8, 2, 2),
	(85, 13, NULL, '2026-10-14T16:00:00.000Z', 5, 'demo-13-2026-10-14-1800', 1, '2026-10-14T18:00:00.000Z', 1, 9, 1, 1),
	(86, 13, NULL, '2026-10-16T16:30:00.000Z', 5, 'demo-13-2026-10-16-1830', 1, '2026-10-16T18:30:00.000Z', 1, 10, 0, 1),
	(87, 13, NULL, '2026-10-21T16:00:00.000Z', 5, 'demo-13-2026-10-21-1800', 1, '2026-10-21T18:00:00.000Z', 1, 9, 1, 0),
	(88, 13, NULL, '2026-10-23T16:30:00.000Z', 5, 'demo-13-2026-10-23-1830', 1, '2026-10-23T18:30:00.000Z', 1, 7, 3, 1),
	(89, 13, NULL, '2026-10-28T17:00:00.000Z', 5, 'demo-13-2026-10-28-1800', 1, '2026-10-28T19:00:00.000Z', 1, 10, 0, 0),
	(90, 13, NULL, '2026-10-30T17:30:00.000Z', 5, 'demo-13-2026-10-30-1830', 1, '2026-10-30T19:30:00.000Z', 1, 5, 5, 1),
	(91, 13, NULL, '2026-11-04T17:00:00.000Z', 5, 'demo-13-2026-11-04-1800', 1, '2026-11-04T19:00:00.000Z', 1, 9, 1, 0),
	(92, 13, NULL, '2026-11-06T17:30:00.000Z', 5, 'demo-13-2026-11-06-1830', 1, '2026-11-06T19:30:00.000Z', 1, 8, 2, 2),
	(93, 13, NULL, '2026-11-11T17:00:00.000Z', 5, 'demo-13-2026-11-11-1800', 1, '2026-11-11T19:00:00.000Z', 1, 8, 2, 2),
	(94, 13, NULL, '2026-11-13T17:30:00.000Z', 5, 'demo-13-2026-11-13-1830', 1, '2026-11-13T19:30:00.000Z', 1, 10, 0, 0),
	(95, 13, NULL, '2026-11-18T17:00:00.000Z', 5, 'demo-13-2026-11-18-1800', 1, '2026-11-18T19:00:00.000Z', 1, 9, 1, 0),
	(96, 13, NULL, '2026-11-20T17:30:00.000Z', 5, 'demo-13-2026-11-20-1830', 1, '2026-11-20T19:30:00.000Z', 1, 10, 0, 1),
	(97, 14, NULL, '2026-10-15T16:30:00.000Z', 6, 'demo-14-2026-10-15-1830', 1, '2026-10-15T18:30:00.000Z', 1, 6, 4, 1),
	(98, 14, NULL, '2026-10-19T17:00:00.000Z', 6, 'demo-14-2026-10-19-1900', 1, '2026-10-19T19:00:00.000Z', 1, 7, 3, 2),
	(99, 14, NULL, '2026-10-22T16:30:00.000Z', 6, 'demo-14-2026-10-22-1830', 1, '2026-10-22T18:30:00.000Z', 1, 10, 0, 2),
	(100, 14, NULL, '2026-10-26T18:00:00.000Z', 6, 'demo-14-2026-10-26-1900', 1, '2026-10-26T20:00:00.000Z', 1, 9, 1, 0),
	(101, 14, NULL, '2026-10-29T17:30:00.000Z', 6, 'demo-14-2026-10-29-1830', 1, '2026-10-29T19:30:00.000Z', 1, 5, 5, 1),
	(102, 14, NULL, '2026-11-02T18:00:00.000Z', 6, 'demo-14-2026-11-02-1900', 1, '2026-11-02T20:00:00.000Z', 1, 9, 1, 0),
	(103, 14, NULL, '2026-11-05T17:30:00.000Z', 6, 'demo-14-2026-11-05-1830', 1, '2026-11-05T19:30:00.000Z', 1, 9, 1, 2),
	(104, 14, NULL, '2026-11-09T18:00:00.000Z', 6, 'demo-14-2026-11-09-1900', 1, '2026-11-09T20:00:00.000Z', 1, 8, 2, 0),
	(105, 14, NULL, '2026-11-12T17:30:00.000Z', 6, 'demo-14-2026-11-12-1830', 1, '2026-11-12T19:30:00.000Z', 1, 9, 1, 1),
	(106, 14, NULL, '2026-11-16T18:00:00.000Z', 6, 'demo-14-2026-11-16-1900', 1, '2026-11-16T20:00:00.000Z', 1, 10, 0, 1),
	(107, 14, NULL, '2026-11-19T17:30:00.000Z', 6, 'demo-14-2026-11-19-1830', 1, '2026-11-19T19:30:00.000Z', 1, 5, 5, 1),
	(108, 14, NULL, '2026-11-23T18:00:00.000Z', 6, 'demo-14-2026-11-23-1900', 1, '2026-11-23T20:00:00.000Z', 1, 9, 1, 1),
	(109, 15, NULL, '2026-10-16T17:00:00.000Z', 7, 'demo-15-2026-10-16-1900', 1, '2026-10-16T19:00:00.000Z', 1, 5, 0, 1),
	(110, 15, NULL, '2026-10-20T15:00:00.000Z', 7, 'demo-15-2026-10-20-1700', 1, '2026-10-20T17:00:00.000Z', 1, 4, 1, 1),
	(111, 15, NULL, '2026-10-23T17:00:00.000Z', 7, 'demo-15-2026-10-23-1900', 1, '2026-10-23T19:00:00.000Z', 1, 3, 2, 0),
	(112, 15, NULL, '2026-10-27T16:00:00.000Z', 7, 'demo-15-2026-10-27-1700', 1, '2026-10-27T18:00:00.000Z', 1, 4, 1, 0),
	(113, 15, NULL, '2026-10-30T18:00:00.000Z', 7, 'demo-15-2026-10-30-1900', 1, '2026-10-30T20:00:00.000Z', 1, 4, 1, 1),
	(114, 15, NULL, '2026-11-03T16:00:00.000Z', 7, 'demo-15-2026-11-03-1700', 1, '2026-11-03T18:00:00.000Z', 1, 5, 0, 1),
	(115, 15, NULL, '2026-11-06T18:00:00.000Z', 7, 'demo-15-2026-11-06-1900', 1, '2026-11-06T20:00:00.000Z', 1, 5, 0, 0),
	(116, 15, NULL, '2026-11-10T16:00:00.000Z', 7, 'demo-15-2026-11-10-1700', 1, '2026-11-10T18:00:00.000Z', 1, 5, 0, 1),
	(117, 15, NULL, '2026-11-13T18:00:00.000Z', 7, 'demo-15-2026-11-13-1900', 1, '2026-11-13T20:00:00.000Z', 1, 4, 1, 0),
	(118, 15, NULL, '2026-11-17T16:00:00.000Z', 7, 'demo-15-2026-11-17-1700', 1, '2026-11-17T18:00:00.000Z', 1, 3, 2, 0),
	(119, 15, NULL, '2026-11-20T18:00:00.000Z', 7, 'demo-15-2026-11-20-1900', 1, '2026-11-20T20:00:00.000Z', 1, 5, 0, 0),
	(120, 15, NULL, '2026-11-24T16:00:00.000Z', 7, 'demo-15-2026-11-24-1700', 1, '2026-11-24T18:00:00.000Z', 1, 4, 1, 0),
	(121, 16, NULL, '2026-10-14T15:30:00.000Z', 3, 'demo-16-2026-10-14-1730', 1, '2026-10-14T17:30:00.000Z', 1, 20, 4, 1),
	(122, 16, NULL, '2026-10-19T15:00:00.000Z', 3, 'demo-16-2026-10-19-1700', 1, '2026-10-19T17:00:00.000Z', 1, 22, 2, 1),
	(123, 16, NULL, '2026-10-21T15:30:00.000Z', 3, 'demo-16-2026-10-21-1730', 1, '2026-10-21T17:30:00.000Z', 1, 22, 2, 1),
	(124, 16, NULL, '2026-10-26T16:00:00.000Z', 3, 'demo-16-2026-10-26-1700', 1, '2026-10-26T18:00:00.000Z', 1, 20, 4, 0),
	(125, 16, NULL, '2026-10-28T16:30:00.000Z', 3, 'demo-16-2026-10-28-1730', 1, '2026-10-28T18:30:00.000Z', 1, 23, 1, 0),
	(126, 16, NULL, '2026-11-02T16:00:00.000Z', 3, 'demo-16-2026-11-02-1700', 1, '2026-11-02T18:00:00.000Z', 1, 19, 5, 0),
	(127, 16, NULL, '2026-11-04T16:30:00.000Z', 3, 'demo-16-2026-11-04-1730', 1, '2026-11-04T18:30:00.000Z', 1, 20, 4, 0),
	(128, 16, NULL, '2026-11-09T16:00:00.000Z', 3, 'demo-16-2026-11-09-1700', 1, '2026-11-09T18:00:00.000Z', 1, 19, 5, 0),
	(129, 16, NULL, '2026-11-11T16:30:00.000Z', 3, 'demo-16-2026-11-11-1730', 1, '2026-11-11T18:30:00.000Z', 1, 21, 3, 1),
	(130, 16, NULL, '2026-11-16T16:00:00.000Z', 3, 'demo-16-2026-11-16-1700', 1, '2026-11-16T18:00:00.000Z', 1, 20, 4, 2),
	(131, 16, NULL, '2026-11-18T16:30:00.000Z', 3, 'demo-16-2026-11-18-1730', 1, '2026-11-18T18:30:00.000Z', 1, 21, 3, 4),
	(132, 16, NULL, '2026-11-23T16:00:00.000Z', 3, 'demo-16-2026-11-23-1700', 1, '2026-11-23T18:00:00.000Z', 1, 19, 5, 1),
	(133, 17, NULL, '2026-10-15T16:00:00.000Z', 4, 'demo-17-2026-10-15-1800', 1, '2026-10-15T18:00:00.000Z', 1, 9, 0, 0),
	(134, 17, NULL, '2026-10-20T15:30:00.000Z', 4, 'demo-17-2026-10-20-1730', 1, '2026-10-20T17:30:00.000Z', 1, 7, 2, 0),
	(135, 17, NULL, '2026-10-22T16:00:00.000Z', 4, 'demo-17-2026-10-22-1800', 1, '2026-10-22T18:00:00.000Z', 1, 8, 1, 1),
	(136, 17, NULL, '2026-10-27T16:30:00.000Z', 4, 'demo-17-2026-10-27-1730', 1, '2026-10-27T18:30:00.000Z', 1, 7, 2, 2),
	(137, 17, NULL, '2026-10-29T17:00:00.000Z', 4, 'demo-17-2026-10-29-1800', 1, '2026-10-29T19:00:00.000Z', 1, 7, 2, 0),
	(138, 17, NULL, '2026-11-03T16:30:00.000Z', 4, 'demo-17-2026-11-03-1730', 1, '2026-11-03T18:30:00.000Z', 1, 7, 2, 1),
	(139, 17, NULL, '2026-11-05T17:00:00.000Z', 4, 'demo-17-2026-11-05-1800', 1, '2026-11-05T19:00:00.000Z', 1, 8, 1, 0),
	(140, 17, NULL, '2026-11-10T16:30:00.000Z', 4, 'demo-17-2026-11-10-1730', 1, '2026-11-10T18:30:00.000Z', 1, 7, 2, 2),
	(141, 17, NULL, '2026-11-12T17:00:00.000Z', 4, 'demo-17-2026-11-12-1800', 1, '2026-11-12T19:00:00.000Z', 1, 7, 2, 0),
	(142, 17, NULL, '2026-11-17T16:30:00.000Z', 4, 'demo-17-2026-11-17-1730', 1, '2026-11-17T18:30:00.000Z', 1, 9, 0, 0),
	(143, 17, NULL, '2026-11-19T17:00:00.000Z', 4, 'demo-17-2026-11-19-1800', 1, '2026-11-19T19:00:00.000Z', 1, 7, 2, 0),
	(144, 17, NULL, '2026-11-24T16:30:00.000Z', 4, 'demo-17-2026-11-24-1730', 1, '2026-11-24T18:30:00.000Z', 1, 9, 0, 0);


--
-- Data for Name: types; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.types VALUES
	(1, 'NATATION_LOISIR', 'Natation loisir', 'Leisure swimming', 1),
	(2, 'ADULTE', 'Adulte', 'Adult', 0),
	(3, 'WATER-POLO', 'Water-polo', 'Water polo', 0),
	(4, 'PLONGEON_COMPETITION', 'Plongeon compétition', 'Competitive diving', 0),
	(5, 'PLONGEON_LOISIR', 'Plongeon loisir', 'Leisure diving', 0),
	(6, 'SYNCHRO_COMPETITION', 'Natation artistique compétition', 'Competitive artistic swimming', 0),
	(7, 'SYNCHRO_LOISIR', 'Natation artistique loisir', 'Leisure artistic swimming', 0),
	(8, 'AUTRES', 'Autres', 'Others', 0),
	(9, 'NATATION_COMPETITION', 'Natation compétition', 'Competitive swimming', 0),
	(10, 'OFFICIALS', 'Officiels', 'Officials', 0);


--
-- Data for Name: user_roles; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.user_roles VALUES
	(1, 1),
	(2, 3),
	(3, 2),
	(4, 2),
	(5, 2),
	(6, 2),
	(7, 2),
	(8, 2);


--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.users VALUES
	(1, 'Danielle', 'Lefevre', 'dlefevre', '$argon2id$v=19$m=19456,t=2,p=1$fmKdbb2wUCCOd/Xy4B6mUA$khZVCF/kxHmQcRIQv4On4jbw5EEMVS1qV/+5VopDwnE', 0, NULL, '2026-11-25T11:02:36.658Z', 1),
	(2, 'Bohémond', 'Pierre', 'bpierre', '$argon2id$v=19$m=19456,t=2,p=1$fmKdbb2wUCCOd/Xy4B6mUA$khZVCF/kxHmQcRIQv4On4jbw5EEMVS1qV/+5VopDwnE', 0, NULL, '2026-11-25T11:02:36.658Z', 1),
	(3, 'Augustine', 'Jean', 'ajean', '$argon2id$v=19$m=19456,t=2,p=1$fmKdbb2wUCCOd/Xy4B6mUA$khZVCF/kxHmQcRIQv4On4jbw5EEMVS1qV/+5VopDwnE', 0, NULL, '2026-11-25T11:02:36.658Z', 1),
	(4, 'Jude', 'Lemaire', 'jlemaire', '$argon2id$v=19$m=19456,t=2,p=1$fmKdbb2wUCCOd/Xy4B6mUA$khZVCF/kxHmQcRIQv4On4jbw5EEMVS1qV/+5VopDwnE', 0, NULL, '2026-11-25T11:02:36.658Z', 1),
	(5, 'Gédéon', 'Lacroix', 'glacroix', '$argon2id$v=19$m=19456,t=2,p=1$fmKdbb2wUCCOd/Xy4B6mUA$khZVCF/kxHmQcRIQv4On4jbw5EEMVS1qV/+5VopDwnE', 0, NULL, '2026-11-25T11:02:36.658Z', 1),
	(6, 'Caroline', 'Renard', 'crenard', '$argon2id$v=19$m=19456,t=2,p=1$fmKdbb2wUCCOd/Xy4B6mUA$khZVCF/kxHmQcRIQv4On4jbw5EEMVS1qV/+5VopDwnE', 0, NULL, '2026-11-25T11:02:36.658Z', 1),
	(7, 'Jeannel', 'Garnier', 'jgarnier', '$argon2id$v=19$m=19456,t=2,p=1$fmKdbb2wUCCOd/Xy4B6mUA$khZVCF/kxHmQcRIQv4On4jbw5EEMVS1qV/+5VopDwnE', 0, NULL, '2026-11-25T11:02:36.658Z', 1),
	(8, 'Gabin', 'Roger', 'groger', '$argon2id$v=19$m=19456,t=2,p=1$fmKdbb2wUCCOd/Xy4B6mUA$khZVCF/kxHmQcRIQv4On4jbw5EEMVS1qV/+5VopDwnE', 0, NULL, '2026-11-25T11:02:36.658Z', 1);


--
-- Name: audit_log_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.audit_log_id_seq', 1, false);


--
-- Name: groups_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.groups_id_seq', 17, true);


--
-- Name: guardians_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.guardians_id_seq', 114, true);


--
-- Name: mail_outbox_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.mail_outbox_id_seq', 12, true);


--
-- Name: members_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.members_id_seq', 150, true);


--
-- Name: seasons_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.seasons_id_seq', 1, true);


--
-- Name: sections_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.sections_id_seq', 6, true);


--
-- Name: sub_groups_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.sub_groups_id_seq', 4, true);


--
-- Name: subscription_state_changes_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.subscription_state_changes_id_seq', 272, true);


--
-- Name: subscriptions_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.subscriptions_id_seq', 150, true);


--
-- Name: tests_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.tests_id_seq', 3, true);


--
-- Name: time_slots_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.time_slots_id_seq', 24, true);


--
-- Name: training_sessions_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.training_sessions_id_seq', 144, true);


--
-- Name: users_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.users_id_seq', 8, true);


--
-- Name: attendances attendances_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.attendances
    ADD CONSTRAINT attendances_pk PRIMARY KEY (session_id, member_id);


--
-- Name: audit_log audit_log_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (id);


--
-- Name: auth_sessions auth_sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_sessions
    ADD CONSTRAINT auth_sessions_pkey PRIMARY KEY (id);


--
-- Name: group_coaches group_coaches_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.group_coaches
    ADD CONSTRAINT group_coaches_pk PRIMARY KEY (group_id, user_id);


--
-- Name: group_next group_next_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.group_next
    ADD CONSTRAINT group_next_pk PRIMARY KEY (group_id, possible_group_id);


--
-- Name: groups groups_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.groups
    ADD CONSTRAINT groups_name_key UNIQUE (name);


--
-- Name: groups groups_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.groups
    ADD CONSTRAINT groups_pkey PRIMARY KEY (id);


--
-- Name: groups groups_system_role_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.groups
    ADD CONSTRAINT groups_system_role_key UNIQUE (system_role);


--
-- Name: guardians guardians_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.guardians
    ADD CONSTRAINT guardians_pkey PRIMARY KEY (id);


--
-- Name: kysely_migration_lock kysely_migration_lock_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kysely_migration_lock
    ADD CONSTRAINT kysely_migration_lock_pkey PRIMARY KEY (id);


--
-- Name: kysely_migration kysely_migration_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kysely_migration
    ADD CONSTRAINT kysely_migration_pkey PRIMARY KEY (name);


--
-- Name: login_throttle login_throttle_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_throttle
    ADD CONSTRAINT login_throttle_pkey PRIMARY KEY (key);


--
-- Name: mail_outbox mail_outbox_dedupe_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mail_outbox
    ADD CONSTRAINT mail_outbox_dedupe_key_key UNIQUE (dedupe_key);


--
-- Name: mail_outbox mail_outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mail_outbox
    ADD CONSTRAINT mail_outbox_pkey PRIMARY KEY (id);


--
-- Name: members members_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.members
    ADD CONSTRAINT members_pkey PRIMARY KEY (id);


--
-- Name: packs packs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.packs
    ADD CONSTRAINT packs_pkey PRIMARY KEY (id);


--
-- Name: refresh_tokens refresh_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.refresh_tokens
    ADD CONSTRAINT refresh_tokens_pkey PRIMARY KEY (token_hash);


--
-- Name: roles roles_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.roles
    ADD CONSTRAINT roles_name_key UNIQUE (name);


--
-- Name: roles roles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.roles
    ADD CONSTRAINT roles_pkey PRIMARY KEY (id);


--
-- Name: seasons seasons_label_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.seasons
    ADD CONSTRAINT seasons_label_key UNIQUE (label);


--
-- Name: seasons seasons_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.seasons
    ADD CONSTRAINT seasons_pkey PRIMARY KEY (id);


--
-- Name: sections sections_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sections
    ADD CONSTRAINT sections_name_key UNIQUE (name);


--
-- Name: sections sections_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sections
    ADD CONSTRAINT sections_pkey PRIMARY KEY (id);


--
-- Name: sections sections_system_role_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sections
    ADD CONSTRAINT sections_system_role_key UNIQUE (system_role);


--
-- Name: shirt_sizes shirt_sizes_label_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shirt_sizes
    ADD CONSTRAINT shirt_sizes_label_key UNIQUE (label);


--
-- Name: shirt_sizes shirt_sizes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shirt_sizes
    ADD CONSTRAINT shirt_sizes_pkey PRIMARY KEY (id);


--
-- Name: short_sizes short_sizes_label_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.short_sizes
    ADD CONSTRAINT short_sizes_label_key UNIQUE (label);


--
-- Name: short_sizes short_sizes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.short_sizes
    ADD CONSTRAINT short_sizes_pkey PRIMARY KEY (id);


--
-- Name: sub_group_coaches sub_group_coaches_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sub_group_coaches
    ADD CONSTRAINT sub_group_coaches_pk PRIMARY KEY (sub_group_id, user_id);


--
-- Name: sub_groups sub_groups_group_name_uq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sub_groups
    ADD CONSTRAINT sub_groups_group_name_uq UNIQUE (group_id, name);


--
-- Name: sub_groups sub_groups_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sub_groups
    ADD CONSTRAINT sub_groups_pkey PRIMARY KEY (id);


--
-- Name: subscription_state_changes subscription_state_changes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.subscription_state_changes
    ADD CONSTRAINT subscription_state_changes_pkey PRIMARY KEY (id);


--
-- Name: subscriptions subscriptions_member_season_uq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_member_season_uq UNIQUE (member_id, season_id);


--
-- Name: subscriptions subscriptions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_pkey PRIMARY KEY (id);


--
-- Name: subscriptions subscriptions_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_token_hash_key UNIQUE (token_hash);


--
-- Name: test_groups test_groups_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.test_groups
    ADD CONSTRAINT test_groups_pk PRIMARY KEY (test_id, group_id);


--
-- Name: test_members test_members_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.test_members
    ADD CONSTRAINT test_members_pk PRIMARY KEY (test_id, member_id);


--
-- Name: tests tests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tests
    ADD CONSTRAINT tests_pkey PRIMARY KEY (id);


--
-- Name: time_slots time_slots_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.time_slots
    ADD CONSTRAINT time_slots_pkey PRIMARY KEY (id);


--
-- Name: training_sessions training_sessions_client_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.training_sessions
    ADD CONSTRAINT training_sessions_client_key_key UNIQUE (client_key);


--
-- Name: training_sessions training_sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.training_sessions
    ADD CONSTRAINT training_sessions_pkey PRIMARY KEY (id);


--
-- Name: types types_code_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.types
    ADD CONSTRAINT types_code_key UNIQUE (code);


--
-- Name: types types_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.types
    ADD CONSTRAINT types_pkey PRIMARY KEY (id);


--
-- Name: user_roles user_roles_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_roles
    ADD CONSTRAINT user_roles_pk PRIMARY KEY (user_id, role_id);


--
-- Name: users users_login_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_login_key UNIQUE (login);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: attendances_member_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX attendances_member_idx ON public.attendances USING btree (member_id);


--
-- Name: attendances_session_counts_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX attendances_session_counts_idx ON public.attendances USING btree (session_id, is_absent, is_late);


--
-- Name: audit_log_action_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_log_action_idx ON public.audit_log USING btree (action, id);


--
-- Name: auth_sessions_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX auth_sessions_user_idx ON public.auth_sessions USING btree (user_id);


--
-- Name: group_coaches_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX group_coaches_user_idx ON public.group_coaches USING btree (user_id);


--
-- Name: groups_section_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX groups_section_idx ON public.groups USING btree (section_id);


--
-- Name: guardians_email_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX guardians_email_idx ON public.guardians USING btree (email);


--
-- Name: guardians_email_key_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX guardians_email_key_idx ON public.guardians USING btree (email_key);


--
-- Name: guardians_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX guardians_name_idx ON public.guardians USING btree (last_name, first_name);


--
-- Name: guardians_name_key_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX guardians_name_key_idx ON public.guardians USING btree (last_name_key, first_name_key, id);


--
-- Name: guardians_phone_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX guardians_phone_idx ON public.guardians USING btree (phone_number);


--
-- Name: mail_outbox_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mail_outbox_due_idx ON public.mail_outbox USING btree (status, next_attempt_at);


--
-- Name: mail_outbox_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mail_outbox_status_idx ON public.mail_outbox USING btree (status, id);


--
-- Name: members_birth_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX members_birth_date_idx ON public.members USING btree (birth_date);


--
-- Name: members_group_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX members_group_name_idx ON public.members USING btree (group_id, last_name, first_name);


--
-- Name: members_guardian_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX members_guardian_idx ON public.members USING btree (guardian_id);


--
-- Name: members_left_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX members_left_at_idx ON public.members USING btree (left_at);


--
-- Name: members_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX members_name_idx ON public.members USING btree (last_name, first_name);


--
-- Name: members_name_key_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX members_name_key_idx ON public.members USING btree (last_name_key, first_name_key, id);


--
-- Name: members_sub_group_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX members_sub_group_idx ON public.members USING btree (sub_group_id);


--
-- Name: refresh_tokens_session_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX refresh_tokens_session_idx ON public.refresh_tokens USING btree (session_id);


--
-- Name: seasons_one_current; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX seasons_one_current ON public.seasons USING btree (is_current) WHERE (is_current = 1);


--
-- Name: subscription_state_changes_sub_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX subscription_state_changes_sub_idx ON public.subscription_state_changes USING btree (subscription_id);


--
-- Name: subscriptions_group_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX subscriptions_group_idx ON public.subscriptions USING btree (group_id);


--
-- Name: subscriptions_season_state_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX subscriptions_season_state_idx ON public.subscriptions USING btree (season_id, state);


--
-- Name: test_members_member_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX test_members_member_idx ON public.test_members USING btree (member_id);


--
-- Name: tests_scheduled_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tests_scheduled_idx ON public.tests USING btree (scheduled_at);


--
-- Name: time_slots_group_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX time_slots_group_idx ON public.time_slots USING btree (group_id, weekday);


--
-- Name: training_sessions_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX training_sessions_date_idx ON public.training_sessions USING btree (date, group_id);


--
-- Name: training_sessions_group_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX training_sessions_group_idx ON public.training_sessions USING btree (group_id, date);


--
-- Name: user_roles_role_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_roles_role_idx ON public.user_roles USING btree (role_id);


--
-- Name: attendances attendances_counts_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER attendances_counts_delete AFTER DELETE ON public.attendances REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.attendances_counts();


--
-- Name: attendances attendances_counts_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER attendances_counts_insert AFTER INSERT ON public.attendances REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.attendances_counts();


--
-- Name: attendances attendances_counts_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER attendances_counts_update AFTER UPDATE ON public.attendances REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.attendances_counts();


--
-- Name: members members_counts; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER members_counts AFTER INSERT OR DELETE OR UPDATE OF group_id ON public.members FOR EACH ROW EXECUTE FUNCTION public.members_counts();


--
-- Name: subscriptions subscriptions_counts; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER subscriptions_counts AFTER INSERT OR DELETE OR UPDATE OF season_id ON public.subscriptions FOR EACH ROW EXECUTE FUNCTION public.subscriptions_counts();


--
-- Name: attendances attendances_member_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.attendances
    ADD CONSTRAINT attendances_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.members(id) ON DELETE CASCADE;


--
-- Name: attendances attendances_session_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.attendances
    ADD CONSTRAINT attendances_session_id_fkey FOREIGN KEY (session_id) REFERENCES public.training_sessions(id) ON DELETE CASCADE;


--
-- Name: auth_sessions auth_sessions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_sessions
    ADD CONSTRAINT auth_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: group_coaches group_coaches_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.group_coaches
    ADD CONSTRAINT group_coaches_group_id_fkey FOREIGN KEY (group_id) REFERENCES public.groups(id) ON DELETE CASCADE;


--
-- Name: group_coaches group_coaches_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.group_coaches
    ADD CONSTRAINT group_coaches_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: group_next group_next_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.group_next
    ADD CONSTRAINT group_next_group_id_fkey FOREIGN KEY (group_id) REFERENCES public.groups(id) ON DELETE CASCADE;


--
-- Name: group_next group_next_possible_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.group_next
    ADD CONSTRAINT group_next_possible_group_id_fkey FOREIGN KEY (possible_group_id) REFERENCES public.groups(id) ON DELETE CASCADE;


--
-- Name: groups groups_pack_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.groups
    ADD CONSTRAINT groups_pack_id_fkey FOREIGN KEY (pack_id) REFERENCES public.packs(id);


--
-- Name: groups groups_section_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.groups
    ADD CONSTRAINT groups_section_id_fkey FOREIGN KEY (section_id) REFERENCES public.sections(id);


--
-- Name: groups groups_type_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.groups
    ADD CONSTRAINT groups_type_id_fkey FOREIGN KEY (type_id) REFERENCES public.types(id);


--
-- Name: members members_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.members
    ADD CONSTRAINT members_group_id_fkey FOREIGN KEY (group_id) REFERENCES public.groups(id);


--
-- Name: members members_guardian_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.members
    ADD CONSTRAINT members_guardian_id_fkey FOREIGN KEY (guardian_id) REFERENCES public.guardians(id) ON DELETE SET NULL;


--
-- Name: members members_next_year_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.members
    ADD CONSTRAINT members_next_year_group_id_fkey FOREIGN KEY (next_year_group_id) REFERENCES public.groups(id) ON DELETE SET NULL;


--
-- Name: members members_shirt_size_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.members
    ADD CONSTRAINT members_shirt_size_id_fkey FOREIGN KEY (shirt_size_id) REFERENCES public.shirt_sizes(id);


--
-- Name: members members_short_size_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.members
    ADD CONSTRAINT members_short_size_id_fkey FOREIGN KEY (short_size_id) REFERENCES public.short_sizes(id);


--
-- Name: members members_sub_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.members
    ADD CONSTRAINT members_sub_group_id_fkey FOREIGN KEY (sub_group_id) REFERENCES public.sub_groups(id) ON DELETE SET NULL;


--
-- Name: refresh_tokens refresh_tokens_session_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.refresh_tokens
    ADD CONSTRAINT refresh_tokens_session_id_fkey FOREIGN KEY (session_id) REFERENCES public.auth_sessions(id) ON DELETE CASCADE;


--
-- Name: sections sections_manager_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sections
    ADD CONSTRAINT sections_manager_id_fkey FOREIGN KEY (manager_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: sub_group_coaches sub_group_coaches_sub_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sub_group_coaches
    ADD CONSTRAINT sub_group_coaches_sub_group_id_fkey FOREIGN KEY (sub_group_id) REFERENCES public.sub_groups(id) ON DELETE CASCADE;


--
-- Name: sub_group_coaches sub_group_coaches_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sub_group_coaches
    ADD CONSTRAINT sub_group_coaches_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: sub_groups sub_groups_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sub_groups
    ADD CONSTRAINT sub_groups_group_id_fkey FOREIGN KEY (group_id) REFERENCES public.groups(id) ON DELETE CASCADE;


--
-- Name: subscription_state_changes subscription_state_changes_changed_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.subscription_state_changes
    ADD CONSTRAINT subscription_state_changes_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: subscription_state_changes subscription_state_changes_subscription_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.subscription_state_changes
    ADD CONSTRAINT subscription_state_changes_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES public.subscriptions(id) ON DELETE CASCADE;


--
-- Name: subscriptions subscriptions_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_group_id_fkey FOREIGN KEY (group_id) REFERENCES public.groups(id);


--
-- Name: subscriptions subscriptions_member_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.members(id) ON DELETE CASCADE;


--
-- Name: subscriptions subscriptions_season_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.subscriptions
    ADD CONSTRAINT subscriptions_season_id_fkey FOREIGN KEY (season_id) REFERENCES public.seasons(id);


--
-- Name: test_groups test_groups_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.test_groups
    ADD CONSTRAINT test_groups_group_id_fkey FOREIGN KEY (group_id) REFERENCES public.groups(id) ON DELETE CASCADE;


--
-- Name: test_groups test_groups_test_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.test_groups
    ADD CONSTRAINT test_groups_test_id_fkey FOREIGN KEY (test_id) REFERENCES public.tests(id) ON DELETE CASCADE;


--
-- Name: test_members test_members_member_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.test_members
    ADD CONSTRAINT test_members_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.members(id) ON DELETE CASCADE;


--
-- Name: test_members test_members_result_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.test_members
    ADD CONSTRAINT test_members_result_group_id_fkey FOREIGN KEY (result_group_id) REFERENCES public.groups(id) ON DELETE SET NULL;


--
-- Name: test_members test_members_test_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.test_members
    ADD CONSTRAINT test_members_test_id_fkey FOREIGN KEY (test_id) REFERENCES public.tests(id) ON DELETE CASCADE;


--
-- Name: tests tests_type_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tests
    ADD CONSTRAINT tests_type_id_fkey FOREIGN KEY (type_id) REFERENCES public.types(id);


--
-- Name: time_slots time_slots_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.time_slots
    ADD CONSTRAINT time_slots_group_id_fkey FOREIGN KEY (group_id) REFERENCES public.groups(id) ON DELETE CASCADE;


--
-- Name: training_sessions training_sessions_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.training_sessions
    ADD CONSTRAINT training_sessions_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: training_sessions training_sessions_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.training_sessions
    ADD CONSTRAINT training_sessions_group_id_fkey FOREIGN KEY (group_id) REFERENCES public.groups(id) ON DELETE CASCADE;


--
-- Name: training_sessions training_sessions_sub_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.training_sessions
    ADD CONSTRAINT training_sessions_sub_group_id_fkey FOREIGN KEY (sub_group_id) REFERENCES public.sub_groups(id) ON DELETE SET NULL;


--
-- Name: user_roles user_roles_role_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_roles
    ADD CONSTRAINT user_roles_role_id_fkey FOREIGN KEY (role_id) REFERENCES public.roles(id);


--
-- Name: user_roles user_roles_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_roles
    ADD CONSTRAINT user_roles_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--

\unrestrict eGfiaaOKXv44b1RAZsXsbZeshmjt6x14vaW6xZdcZdDYQtQasCadz3hExnOSTik

