import { CityIllustration } from "@/components/home/city-illustration";

export default function HomePage() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <h1 className="text-center text-3xl font-semibold tracking-tight text-slate-800 sm:text-4xl">
        Practice makes perfect
      </h1>
      <div className="overflow-hidden rounded-2xl shadow-lg">
        <CityIllustration className="block h-64 w-full sm:h-96" />
      </div>
    </div>
  );
}
